import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { InvalidSIWXMessageFieldError } from '../errors/InvalidSIWXMessageFieldError.js'
import { bip322Key } from '../testing/bip322TestVectors.js'
import { createBitcoinTestSigner } from '../testing/signBitcoinMessage.js'
import { createBip122Verifier } from './createBip122Verifier.js'

const verifier = createBip122Verifier()
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signer = createBitcoinTestSigner(bip322Key)
const data: SIWXMessageData = {
  accountAddress: signer.p2wpkhAddress,
  chainId: mainnet,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: '9f86d081884c7d65',
  issuedAt: '2026-03-01T12:00:00Z',
  expirationTime: '2026-03-02T12:00:00Z',
  statement: 'Sign in to Example',
}
const message = await verifier.formatMessage(data)

describe('createBip122Verifier().formatMessage', () => {
  test('writes the CAIP-122 text with "Bitcoin account" and the genesis-hash reference', () => {
    expect(message).toBe(`app.example wants you to sign in with your Bitcoin account:
bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l

Sign in to Example

URI: https://app.example
Version: 1
Chain ID: 000000000019d6689c085ae165831e93
Nonce: 9f86d081884c7d65
Issued At: 2026-03-01T12:00:00Z
Expiration Time: 2026-03-02T12:00:00Z`)
  })

  test.each([
    ['testnet3', testnet, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['testnet4', 'bip122:00000000da84f2bafbbc53dee25a72ae', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['signet', 'bip122:00000008819873e925422c1ff0f99f7c', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
    [
      'regtest',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    ],
  ] as const)('writes %s addresses', async (_name, chainId, accountAddress) => {
    expect(await verifier.formatMessage({ ...data, chainId, accountAddress })).toContain(
      `\n${accountAddress}\n`,
    )
  })

  test.each([
    'bip122:12a765e31ffd4059bada1e25190f6e98', // Litecoin
    'bip122:000000000019D6689C085AE165831E93',
    'bip122:constructor',
    'eip155:1',
  ])('rejects with InvalidCaipNetworkIdError for %s', async (chainId) => {
    const write = verifier.formatMessage({ ...data, chainId: chainId as 'bip122:1' })
    await expect(write).rejects.toThrow(InvalidCaipNetworkIdError)
  })

  test.each([
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    'BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L',
    `${signer.p2wpkhAddress}\nNonce: 12345678`,
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])(
    'rejects with InvalidSIWXMessageFieldError (accountAddress) for a mainnet %j',
    async (accountAddress) => {
      const write = verifier.formatMessage({ ...data, accountAddress })
      await expect(write).rejects.toThrow(InvalidSIWXMessageFieldError)
      await expect(write).rejects.toMatchObject({ field: 'accountAddress' })
    },
  )
})

describe('createBip122Verifier().verify', () => {
  const session: SIWXSession = {
    data,
    message,
    signature: signer.signBip322(message, signer.p2wpkhAddress),
  }

  test('accepts BIP-322 simple (P2WPKH, P2TR) and legacy signatures', async () => {
    expect(await verifier.verify(session)).toBe(true)
    const taproot = { ...data, accountAddress: signer.p2trAddress }
    const taprootMessage = await verifier.formatMessage(taproot)
    const signature = signer.signBip322(taprootMessage, signer.p2trAddress)
    expect(await verifier.verify({ data: taproot, message: taprootMessage, signature })).toBe(true)
    expect(await verifier.verify({ ...session, signature: signer.signLegacy(message, 39) })).toBe(
      true,
    )
  })

  test('refuses a changed text, a flipped signature, another address or network', async () => {
    const bytes = Buffer.from(session.signature, 'base64')
    bytes[10] = (bytes[10] ?? 0) ^ 1
    const testnetSigner = createBitcoinTestSigner(
      'cVt4o7BGAig1UXywgGSmARhxMdzP5qvQsxKkSsc1XEkw3tDTQFpy',
      TEST_NETWORK,
    )
    const refused: SIWXSession[] = [
      { ...session, message: message.replace('app.example', 'evil.example') },
      { ...session, signature: bytes.toString('base64') },
      { ...session, data: { ...data, accountAddress: signer.p2trAddress } },
      { ...session, data: { ...data, chainId: testnet } },
      { ...session, data: { ...data, chainId: 'bip122:constructor' as 'bip122:1' } },
      { ...session, data: { ...data, accountAddress: testnetSigner.p2wpkhAddress } },
      { ...session, signature: `${session.signature}${'A'.repeat(200)}` },
      { ...session, signature: null as unknown as string },
    ]
    for (const candidate of refused) expect(await verifier.verify(candidate)).toBe(false)
  })
})
