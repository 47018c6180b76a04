import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { InvalidSIWXMessageFieldError } from '../errors/InvalidSIWXMessageFieldError.js'
import { caip122SolanaExample } from '../testing/caip122SolanaExample.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'

const verifier = createSolanaVerifier()
const secretKey = ed25519.utils.randomSecretKey()
const data: SIWXMessageData = {
  ...caip122SolanaExample.data,
  accountAddress: base58.encode(ed25519.getPublicKey(secretKey)),
}
const message = await verifier.formatMessage(data)
const sign = (text: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(text), secretKey))
const session: SIWXSession = { data, message, signature: sign(message) }

describe('createSolanaVerifier().formatMessage', () => {
  test("writes the profile's text, with the CAIP-2 reference as Chain ID", async () => {
    const text = await verifier.formatMessage(caip122SolanaExample.data)
    const example = Buffer.from(caip122SolanaExample.base64url, 'base64url').toString()
    expect(text).toBe(
      example.replace('Chain ID: 1\n', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n'),
    )
    expect(text.split('\n')[0]).toBe('service.org wants you to sign in with your Solana account:')
  })

  test.each(['solana:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', 'eip155:1'])(
    'rejects with InvalidCaipNetworkIdError for %s',
    async (chainId) => {
      const write = verifier.formatMessage({ ...data, chainId: chainId as 'solana:1' })
      await expect(write).rejects.toThrow(InvalidCaipNetworkIdError)
      await expect(write).rejects.toThrow(`Invalid CAIP-2 network id: ${chainId}`)
    },
  )

  test.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    `${data.accountAddress}\nNonce: 1`,
    'short',
  ])(
    'rejects with InvalidSIWXMessageFieldError (accountAddress) for %j',
    async (accountAddress) => {
      const write = verifier.formatMessage({ ...data, accountAddress })
      await expect(write).rejects.toThrow(InvalidSIWXMessageFieldError)
      await expect(write).rejects.toThrow(
        "Invalid SIWX message field `accountAddress`: must be an address of the message's network",
      )
    },
  )
})

describe('createSolanaVerifier().verify', () => {
  test("accepts the account's ed25519 signature of the text", async () => {
    expect(await verifier.verify(session)).toBe(true)
  })

  test('refuses a changed text, a flipped signature, another address or network', async () => {
    const bytes = base58.decode(session.signature)
    bytes[63] = (bytes[63] ?? 0) ^ 0x80
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    const refused: SIWXSession[] = [
      { ...session, message: message.replace('service.org', 'evil.org') },
      { ...session, signature: base58.encode(bytes) },
      { ...session, data: { ...data, accountAddress: other } },
      { ...session, data: { ...data, chainId: 'solana:1' } },
      { ...session, signature: `0x${'ab'.repeat(64)}` },
      { ...session, signature: 42 as unknown as string },
    ]
    for (const candidate of refused) expect(await verifier.verify(candidate)).toBe(false)
  })
})
