import { createHash, hkdfSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { InvalidKeyError } from './errors.js'
import { deriveSymKey, generateKeyPair, generateSymKey, hashKey, hashMessage } from './keys.js'

// RFC 7748 §6.1 (X25519 Diffie-Hellman test vector).
const alice = {
  privateKey: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
  publicKey: '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
}
const bob = {
  privateKey: '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb',
  publicKey: 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
}
const rfc7748SharedSecret = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'
// The following were produced once with @walletconnect/utils 2.21.6 (packages/testing-node):
// deriveSymKey(alice.privateKey, bob.publicKey), hashKey(symKey), hashKey(alice.publicKey) and
// hashMessage(pingPayload).
const sdkSymKey = 'ea1d8a20f476d1e1ec952ca42708b8f7161ce7c81eadf97e520e2b40333decd5'
const sdkSymKeyTopic = '1ca1d70db64cab0f93de5934e27f7114e8e9fd7dd3c7145d81ce7f2dd2cd05c8'
const sdkAlicePublicKeyTopic = '300c9c9603b92a4b39ed3958bf9240114804db4fd373012c0ca47432d63425ae'
const pingPayload = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'
const sdkPingHash = '9cc18c54a0b9abe684a143cca13006ed9ae0065dc2cd5abac243b5baee3bd656'

describe('deriveSymKey', () => {
  test('is HKDF-SHA256 (no salt, no info) of the RFC 7748 shared secret, as @walletconnect/utils', () => {
    const independent = Buffer.from(
      hkdfSync('sha256', Buffer.from(rfc7748SharedSecret, 'hex'), Buffer.alloc(0), '', 32),
    ).toString('hex')
    expect(independent).toBe(sdkSymKey)
    expect(deriveSymKey(alice.privateKey, bob.publicKey)).toBe(sdkSymKey)
    expect(deriveSymKey(bob.privateKey, alice.publicKey)).toBe(sdkSymKey)
  })

  test('both peers of generated key pairs derive the same key', () => {
    const self = generateKeyPair()
    const peer = generateKeyPair()
    const symKey = deriveSymKey(self.privateKey, peer.publicKey)
    expect(symKey).toMatch(/^[0-9a-f]{64}$/)
    expect(deriveSymKey(peer.privateKey, self.publicKey)).toBe(symKey)
  })

  test('refuses malformed keys and a low-order peer key', () => {
    expect(() => deriveSymKey(`0x${alice.privateKey}`, bob.publicKey)).toThrow(
      new InvalidKeyError('the private key is not 32 bytes of lowercase hex'),
    )
    expect(() => deriveSymKey(alice.privateKey, bob.publicKey.toUpperCase())).toThrow(
      'Invalid WalletConnect key: the peer public key is not 32 bytes of lowercase hex',
    )
    expect(() => deriveSymKey(alice.privateKey, '00'.repeat(32))).toThrow(
      'Invalid WalletConnect key: the peer public key gives no shared secret',
    )
    expect(() => deriveSymKey(alice.privateKey, '')).toThrow(InvalidKeyError)
  })
})

test('generateKeyPair: 32-byte lowercase hex keys, fresh every time', () => {
  const first = generateKeyPair()
  expect(first).toEqual({
    privateKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
  })
  expect(generateKeyPair().privateKey).not.toBe(first.privateKey)
})

test('generateSymKey: 32 random bytes in lowercase hex', () => {
  const symKey = generateSymKey()
  expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  expect(generateSymKey()).not.toBe(symKey)
})

describe('hashKey', () => {
  test('is SHA-256 of the key bytes, as @walletconnect/utils', () => {
    // SHA-256 of 32 zero bytes.
    expect(hashKey('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    )
    expect(hashKey(sdkSymKey)).toBe(sdkSymKeyTopic)
    expect(hashKey(alice.publicKey)).toBe(sdkAlicePublicKeyTopic)
    const symKey = generateSymKey()
    expect(hashKey(symKey)).toBe(
      createHash('sha256').update(Buffer.from(symKey, 'hex')).digest('hex'),
    )
  })

  test('refuses what is not a 32-byte key', () => {
    expect(() => hashKey('abc')).toThrow(
      'Invalid WalletConnect key: the key is not 32 bytes of lowercase hex',
    )
  })
})

test('hashMessage: SHA-256 of the UTF-8 bytes, as @walletconnect/utils', () => {
  // FIPS 180-2 appendix B.1.
  expect(hashMessage('abc')).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  expect(hashMessage(pingPayload)).toBe(sdkPingHash)
  expect(hashMessage('héllo 👋')).toBe(createHash('sha256').update('héllo 👋').digest('hex'))
})
