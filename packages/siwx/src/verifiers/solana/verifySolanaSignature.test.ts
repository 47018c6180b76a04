import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, hex } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** RFC 8032 §7.1 TEST 1 (empty message) and TEST 2 (one byte, 0x72: "r"), keys and signatures in base58. */
const rfc8032 = [
  {
    message: '',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    message: 'r',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
].map(({ message, publicKey, signature }) => ({
  chainId,
  message,
  address: base58.encode(hex.decode(publicKey)),
  signature: base58.encode(hex.decode(signature)),
}))

const secretKey = ed25519.utils.randomSecretKey()
const address = base58.encode(ed25519.getPublicKey(secretKey))
const message = 'app.example wants you to sign in with your Solana account:\n…'
const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))

describe('verifySolanaSignature', () => {
  test.each(rfc8032)('verifies RFC 8032 test vector of "$message"', (vector) => {
    expect(verifySolanaSignature(vector)).toBe(true)
  })

  test("verifies a wallet's signature of the UTF-8 text", () => {
    expect(verifySolanaSignature({ chainId, address, message, signature })).toBe(true)
  })

  test('refuses a tampered text, a flipped signature, another address', () => {
    expect(verifySolanaSignature({ chainId, address, message: `${message}.`, signature })).toBe(
      false,
    )
    const bytes = base58.decode(signature)
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(
      verifySolanaSignature({ chainId, address, message, signature: base58.encode(bytes) }),
    ).toBe(false)
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    expect(verifySolanaSignature({ chainId, address: other, message, signature })).toBe(false)
  })

  test('refuses malformed input without throwing: not base58, wrong lengths, a lone surrogate', () => {
    const cases = [
      { address, message, signature, chainId: 'solana:1' },
      { address, message, signature, chainId: 'eip155:1' },
      { address: 42, message, signature },
      { address, message: null, signature },
      { address: '0OIl', message, signature },
      { address, message, signature: `${signature}0` },
      { address: base58.encode(new Uint8Array(31).fill(1)), message, signature },
      { address, message, signature: base58.encode(base58.decode(signature).subarray(0, 63)) },
      // A leading "1" is a leading zero byte: 33 bytes, not the key.
      { address: `1${address}`, message, signature },
      { address, message: '\ud800', signature },
      { address, message, signature: '' },
    ]
    for (const input of cases) expect(verifySolanaSignature({ chainId, ...input })).toBe(false)
  })
})
