import type { CaipNetworkId, SIWXMessageData, SIWXSession } from '@latch/core'
import { createMemoryStorage, InvalidSIWXSessionError } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { beforeEach, describe, expect, test } from 'vitest'
import { createSIWX } from './createSIWX.js'
import { bip322Key } from './testing/bip322TestVectors.js'
import { createBitcoinTestSigner } from './testing/signBitcoinMessage.js'
import { createBip122Verifier } from './verifiers/createBip122Verifier.js'
import { createSolanaVerifier } from './verifiers/createSolanaVerifier.js'
import type { SIWXVerifier } from './verifiers/types.js'

/** A test account: its network, address, another address of that network, and how it signs. */
type TestAccount = {
  name: string
  chainId: CaipNetworkId
  otherChainId: CaipNetworkId
  address: string
  otherAddress: string
  sign(text: string): string
  /** The verifier that writes this namespace's text. */
  verifier: SIWXVerifier
}

const solanaKey = ed25519.utils.randomSecretKey()
const bitcoin = createBitcoinTestSigner(bip322Key)
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'
const bitcoinAccount = {
  chainId: bitcoinMainnet,
  otherChainId: 'bip122:000000000933ea01ad0ee984209779ba',
  verifier: createBip122Verifier(),
} as const

const accounts: TestAccount[] = [
  {
    name: 'Solana (ed25519, base58)',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    otherChainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    address: base58.encode(ed25519.getPublicKey(solanaKey)),
    otherAddress: base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())),
    sign: (text) => base58.encode(ed25519.sign(new TextEncoder().encode(text), solanaKey)),
    verifier: createSolanaVerifier(),
  },
  {
    name: 'Bitcoin P2WPKH (BIP-322 simple)',
    ...bitcoinAccount,
    address: bitcoin.p2wpkhAddress,
    otherAddress: bitcoin.p2trAddress,
    sign: (text) => bitcoin.signBip322(text, bitcoin.p2wpkhAddress),
  },
  {
    name: 'Bitcoin P2TR (BIP-322 simple, Schnorr)',
    ...bitcoinAccount,
    address: bitcoin.p2trAddress,
    otherAddress: bitcoin.p2wpkhAddress,
    sign: (text) => bitcoin.signBip322(text, bitcoin.p2trAddress),
  },
  {
    name: 'Bitcoin P2WPKH (legacy signmessage)',
    ...bitcoinAccount,
    address: bitcoin.p2wpkhAddress,
    otherAddress: 'bc1qannfxke2tfd4l7vhepehpvt05y83v3qsf6nfkk',
    sign: (text) => bitcoin.signLegacy(text),
  },
]

const HOUR_MS = 60 * 60 * 1000
let now: number
beforeEach(() => {
  now = Date.parse('2026-03-01T12:00:00Z')
})
const setup = () =>
  createSIWX({
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to Example',
    storage: createMemoryStorage(),
    clock: () => now,
  })

describe.each(accounts)('createSIWX with the default verifiers: $name', (account) => {
  /**
   * Asks for a message; `edit` plays an attacker or a buggy wallet changing the fields (the text
   * follows them when the namespace can write them); the account signs the text.
   */
  async function signIn(
    siwx: ReturnType<typeof setup>,
    edit?: (data: SIWXMessageData) => SIWXMessageData,
  ): Promise<SIWXSession> {
    const issued = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.chainId,
    })
    const { toString: issuedText, ...fields } = issued
    const data = edit ? edit(fields) : fields
    let message = issuedText()
    try {
      if (edit) message = await account.verifier.formatMessage(data)
    } catch {
      // Fields the namespace cannot write: the wallet signs the issued text.
    }
    return { data, message, signature: account.sign(message) }
  }

  test('issues the CAIP-122 text of the account and accepts its signed session', async () => {
    const siwx = setup()
    const issued = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.chainId,
    })
    const text = issued.toString()
    const name = account.chainId.startsWith('solana') ? 'Solana' : 'Bitcoin'
    expect(text.split('\n').slice(0, 4)).toEqual([
      `app.example wants you to sign in with your ${name} account:`,
      account.address,
      '',
      'Sign in to Example',
    ])
    expect(text).toContain(`\nChain ID: ${account.chainId.split(':')[1]}\n`)
    const { toString: _, ...data } = issued
    const session = { data, message: text, signature: account.sign(text) }
    await siwx.addSession(session)
    expect(await siwx.getSessions(account.chainId, account.address)).toEqual([session])
    expect(await siwx.getSessions(account.otherChainId, account.address)).toEqual([])
    expect(await siwx.getSessions(account.chainId, account.otherAddress)).toEqual([])
  })

  test('rejects a changed text the account signed, and a flipped signature', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    const message = session.message.replace('Sign in to Example', 'Send me your funds')
    const changed = { ...session, message, signature: account.sign(message) }
    await expect(siwx.addSession(changed)).rejects.toMatchObject({ check: 'message' })

    const other = await signIn(siwx)
    const signature = flipLastCharacter(other.signature)
    await expect(siwx.addSession({ ...other, signature })).rejects.toMatchObject({
      name: 'InvalidSIWXSessionError',
      check: 'signature',
      shortMessage: 'Invalid SIWX session: the signature is invalid',
    })
    expect(await siwx.getSessions(account.chainId, account.address)).toEqual([])
  })

  test.each([
    ['domain', (data: SIWXMessageData) => ({ ...data, domain: 'evil.example' })],
    ['chainId', (data: SIWXMessageData) => ({ ...data, chainId: account.otherChainId })],
    ['address', (data: SIWXMessageData) => ({ ...data, accountAddress: account.otherAddress })],
    ['notBefore', (data: SIWXMessageData) => ({ ...data, notBefore: '2026-03-02T00:00:00Z' })],
    ['message', (data: SIWXMessageData) => ({ ...data, statement: 'Send me your funds' })],
    ['message', (data: SIWXMessageData) => ({ ...data, resources: ['https://evil.example'] })],
    [
      'expirationTime',
      (data: SIWXMessageData) => ({ ...data, expirationTime: '2026-03-01T11:00:00Z' }),
    ],
  ] as const)('rejects a session whose %s is not the issued one', async (check, edit) => {
    const siwx = setup()
    const error = await siwx.addSession(await signIn(siwx, edit)).catch((error) => error)
    expect(error).toBeInstanceOf(InvalidSIWXSessionError)
    expect(error.check).toBe(check)
  })

  test("rejects another account's signature of the issued text", async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    const stranger = account.chainId.startsWith('solana')
      ? base58.encode(
          ed25519.sign(new TextEncoder().encode(session.message), ed25519.utils.randomSecretKey()),
        )
      : createBitcoinTestSigner('KySmn2yeCukjHXnSu3M6vX7tNok4weu1FKbNEuVvm2b3ZidKhB4L').signLegacy(
          session.message,
        )
    await expect(siwx.addSession({ ...session, signature: stranger })).rejects.toMatchObject({
      check: 'signature',
    })
  })

  test('rejects an expired message, a replayed nonce and a nonce issued elsewhere', async () => {
    const siwx = setup()
    const late = await signIn(siwx)
    now += 24 * HOUR_MS
    await expect(siwx.addSession(late)).rejects.toMatchObject({ check: 'expirationTime' })
    const session = await signIn(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ check: 'nonce' })
    await expect(setup().addSession(await signIn(siwx))).rejects.toMatchObject({ check: 'nonce' })
  })
})

/** The signature with its last significant character changed (base58 or base64 alike). */
function flipLastCharacter(signature: string): string {
  const at = signature.replace(/=+$/, '').length - 2
  const flipped = signature[at] === 'A' ? 'B' : 'A'
  return `${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`
}
