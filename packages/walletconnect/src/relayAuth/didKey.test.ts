import { hexToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeDidKey, encodeDidKey } from './didKey.js'
import { RelayAuthError } from './errors.js'

// did:key spec test vectors (w3c-ccg/did-method-key, test-vectors/ed25519-x25519.json, seed 0…0):
// the DID and its verification key's publicKeyBase58.
const specDid = 'did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp'
const specPublicKey = base58.decode('4zvwRjXUKGfvwnParsHAS3HuSVzV5cA4McphgmoCtajS')
// WalletConnect crypto-authentication spec test case: the public key of seed 58e0…1295 and the
// `iss` of its expected JWT.
const walletConnectPublicKey = hexToBytes(
  '884ab67f787b69e534bfdba8d5beb4e719700e90ac06317ed177d49e5a33be5a',
)
const walletConnectDid = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'

describe('spec vectors', () => {
  test('did:key spec', () => {
    expect(encodeDidKey(specPublicKey)).toBe(specDid)
    expect(decodeDidKey(specDid)).toEqual(specPublicKey)
  })

  test('WalletConnect crypto-authentication spec', () => {
    expect(encodeDidKey(walletConnectPublicKey)).toBe(walletConnectDid)
    expect(decodeDidKey(walletConnectDid)).toEqual(walletConnectPublicKey)
  })
})

test('refuses what is not an Ed25519 did:key', () => {
  const cases: [string, string][] = [
    ['did:web:example.com', 'it does not start with "did:key:z" (base58btc)'],
    ['did:key:f00', 'it does not start with "did:key:z" (base58btc)'],
    // Base58 has no 0, O, I or l.
    [`did:key:z6Mk0${'1'.repeat(40)}`, 'not base58btc'],
    [`${specDid}${'1'.repeat(18)}`, 'too long for a public key'],
    [`${specDid}1`, 'not an Ed25519 public key (multicodec 0xed01, 32 bytes)'],
    // secp256k1 and X25519 keys, from the did:key spec's test vectors.
    [
      'did:key:zQ3shZc2QzApp2oymGvQbzP8eKheVshBHbU4ZYjeXqwSKEn6N',
      'not an Ed25519 public key (multicodec 0xed01, 32 bytes)',
    ],
    [
      'did:key:z6LSeu9HkTHSfLLeUs2nnzUSNedgDUevfNQgQjQC23ZCit6F',
      'not an Ed25519 public key (multicodec 0xed01, 32 bytes)',
    ],
    [specDid.slice(0, -1), 'not an Ed25519 public key (multicodec 0xed01, 32 bytes)'],
    ['did:key:z', 'not an Ed25519 public key (multicodec 0xed01, 32 bytes)'],
  ]
  for (const [did, details] of cases) {
    expect(() => decodeDidKey(did)).toThrow(RelayAuthError)
    expect(() => decodeDidKey(did)).toThrow(
      expect.objectContaining({
        name: 'RelayAuthError',
        reason: 'invalidDidKey',
        message: `Invalid did:key: ${details}`,
      }),
    )
  }
  expect(() => encodeDidKey(new Uint8Array(33))).toThrow(
    'Invalid relay auth parameter: an Ed25519 public key is 32 bytes, got 33',
  )
})

describe('properties', () => {
  test('every 32-byte key round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (publicKey) => {
        const did = encodeDidKey(publicKey)
        expect(did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/)
        expect(decodeDidKey(did)).toEqual(publicKey)
      }),
      { numRuns: 100 },
    )
  })

  test('random and mutated strings decode or throw a RelayAuthError, nothing else', () => {
    const did = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 60 }).map((tail) => `did:key:z${tail}`),
      fc.tuple(fc.nat(), fc.string({ maxLength: 3 })).map(([at, insert]) => {
        const start = at % specDid.length
        return specDid.slice(0, start) + insert + specDid.slice(start + 1)
      }),
    )
    fc.assert(
      fc.property(did, (did) => {
        try {
          expect(decodeDidKey(did)).toHaveLength(32)
        } catch (error) {
          expect(error).toBeInstanceOf(RelayAuthError)
        }
      }),
      { numRuns: 300 },
    )
  })
})
