import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { hexToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeEnvelope, encodeEnvelope, readEnvelope } from './envelope.js'
import { EnvelopeError, InvalidKeyError } from './errors.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.js'

// RFC 7748 §6.1 key pairs; `symKey` = deriveSymKey(alice.privateKey, bob.publicKey).
const alice = {
  privateKey: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
  publicKey: '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
}
const bobPrivateKey = '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb'
const symKey = 'ea1d8a20f476d1e1ec952ca42708b8f7161ce7c81eadf97e520e2b40333decd5'
const iv = hexToBytes('000102030405060708090a0b')
const ping = '{"id":1700000000000000,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'
const unicode = 'héllo 👋 世界'
// Produced once with @walletconnect/utils 2.21.6 (packages/testing-node), iv '000102…0b':
// encrypt({ symKey, message: ping, iv }), encrypt({ symKey, message: unicode, iv, type: 1,
// senderPublicKey: alice.publicKey }) and encrypt({ symKey, message: '', iv }).
const sdkType0 =
  'AAABAgMEBQYHCAkKC1NpmVwoe1LzFvoek58vLd24arS0IxkX7Xuy7Y9LTWmCaXYMYdSxZnpJPkmSlQmZJY11ozvc5V4BcxFXC1BwoXsl1jotdmaHy+/FURO4YUkWrnoYP5E0yt92npJV/A=='
const sdkType1 =
  'AYUg8AmJMKdUdIt93LQ+91oNvzoNJjga9OukqY6qm05qAAECAwQFBgcICQoLQIhZVGYuQzS5W6WDS6eLCh3WkQICSUxRjZzFx4KlRdCtIA=='
const sdkType0Empty = 'AAABAgMEBQYHCAkKC20Pwobsnz6eW8xIWtyVIKY='

describe('interop with @walletconnect/utils', () => {
  test('writes byte for byte what the SDK writes for the same iv', () => {
    expect(encodeEnvelope({ symKey, message: ping, iv })).toBe(sdkType0)
    expect(encodeEnvelope({ symKey, message: '', iv })).toBe(sdkType0Empty)
    expect(
      encodeEnvelope({ symKey, message: unicode, iv, type: 1, senderPublicKey: alice.publicKey }),
    ).toBe(sdkType1)
  })

  test("opens the SDK's envelopes", () => {
    expect(decodeEnvelope({ symKey, encoded: sdkType0 })).toBe(ping)
    expect(decodeEnvelope({ symKey, encoded: sdkType0Empty })).toBe('')
    expect(readEnvelope(sdkType0)).toEqual({ type: 0 })
  })

  test('type 1: the receiver derives the key from the sender public key in the envelope', () => {
    const envelope = readEnvelope(sdkType1)
    expect(envelope).toEqual({ type: 1, senderPublicKey: alice.publicKey })
    if (envelope.type !== 1) throw new Error('type 1 expected')
    const derived = deriveSymKey(bobPrivateKey, envelope.senderPublicKey)
    expect(decodeEnvelope({ symKey: derived, encoded: sdkType1 })).toBe(unicode)
  })
})

describe('errors', () => {
  test('each refusal with its reason and message', () => {
    const cases: [string, EnvelopeError['reason'], string][] = [
      ['not base64!', 'malformed', 'Malformed WalletConnect envelope: not padded base64'],
      [
        sdkType0.replace(/=+$/, ''),
        'malformed',
        'Malformed WalletConnect envelope: not padded base64',
      ],
      ['', 'malformed', 'Malformed WalletConnect envelope: empty'],
      [
        base64.encode(new Uint8Array(28)),
        'malformed',
        'Malformed WalletConnect envelope: type 0 needs at least 29 bytes, got 28',
      ],
      [
        base64.encode(Uint8Array.of(1, ...new Uint8Array(59))),
        'malformed',
        'Malformed WalletConnect envelope: type 1 needs at least 61 bytes, got 60',
      ],
      // A type 2 envelope (unencrypted, `@walletconnect/utils` encodeTypeTwoEnvelope).
      [
        base64.encode(Uint8Array.of(2, 0x7b, 0x7d)),
        'unsupportedType',
        'Unsupported WalletConnect envelope type 2',
      ],
      [
        base64.encode(Uint8Array.of(255, ...new Uint8Array(40))),
        'unsupportedType',
        'Unsupported WalletConnect envelope type 255',
      ],
    ]
    for (const [encoded, reason, message] of cases) {
      const decode = () => decodeEnvelope({ symKey, encoded })
      expect(decode).toThrow(EnvelopeError)
      expect(decode).toThrow(expect.objectContaining({ name: 'EnvelopeError', reason, message }))
    }
    expect(() => readEnvelope('')).toThrow('Malformed WalletConnect envelope: empty')
  })

  test('a wrong key or a flipped byte does not decrypt', () => {
    const decryptionFailed = expect.objectContaining({
      reason: 'decryptionFailed',
      message: 'WalletConnect envelope could not be decrypted',
    })
    expect(() => decodeEnvelope({ symKey: generateSymKey(), encoded: sdkType0 })).toThrow(
      decryptionFailed,
    )
    const bytes = base64.decode(sdkType0)
    bytes[20] = (bytes[20] as number) ^ 1
    expect(() => decodeEnvelope({ symKey, encoded: base64.encode(bytes) })).toThrow(
      decryptionFailed,
    )
  })

  test('a plaintext that is not UTF-8 is malformed', () => {
    const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(Uint8Array.of(0xff, 0xfe))
    const encoded = base64.encode(Uint8Array.of(0, ...iv, ...sealed))
    expect(() => decodeEnvelope({ symKey, encoded })).toThrow(
      'Malformed WalletConnect envelope: the plaintext is not UTF-8',
    )
  })

  test('encoding: type 1 needs the sender public key; the iv is 12 bytes; keys are hex', () => {
    expect(() => encodeEnvelope({ symKey, message: ping, type: 1 })).toThrow(
      expect.objectContaining({
        name: 'EnvelopeError',
        reason: 'missingSenderPublicKey',
        message: 'WalletConnect envelope type 1 needs the sender public key',
      }),
    )
    expect(() => encodeEnvelope({ symKey, message: ping, iv: new Uint8Array(8) })).toThrow(
      'Malformed WalletConnect envelope: the iv must be 12 bytes, got 8',
    )
    expect(() => encodeEnvelope({ symKey, message: ping, type: 2 as 0 })).toThrow(
      'Unsupported WalletConnect envelope type 2',
    )
    expect(() => encodeEnvelope({ symKey: 'ab', message: ping })).toThrow(InvalidKeyError)
    expect(() => decodeEnvelope({ symKey: 'ab', encoded: sdkType0 })).toThrow(
      'Invalid WalletConnect key: the symKey is not 32 bytes of lowercase hex',
    )
  })
})

describe('properties', () => {
  const key = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex'))
  const message = fc.string({ unit: 'grapheme', maxLength: 200 })

  test('every message round-trips, type 0 and type 1', () => {
    fc.assert(
      fc.property(key, message, fc.boolean(), (symKey, message, typeOne) => {
        const senderPublicKey = typeOne ? generateKeyPair().publicKey : undefined
        const encoded = encodeEnvelope({ symKey, message, type: typeOne ? 1 : 0, senderPublicKey })
        expect(readEnvelope(encoded)).toEqual(typeOne ? { type: 1, senderPublicKey } : { type: 0 })
        expect(decodeEnvelope({ symKey, encoded })).toBe(message)
      }),
      { numRuns: 100 },
    )
  })

  test('every mutated or truncated envelope throws an EnvelopeError', () => {
    // The receiver of a type 1 envelope derives the key from the sender public key it carries
    // (that key is not covered by the Poly1305 tag: a changed one changes the derived key).
    const sender = generateKeyPair()
    const receiver = generateKeyPair()
    const typeOneKey = deriveSymKey(sender.privateKey, receiver.publicKey)
    const open = (encoded: string, typeZeroKey: string) => {
      const header = readEnvelope(encoded)
      const symKey =
        header.type === 1 ? deriveSymKey(receiver.privateKey, header.senderPublicKey) : typeZeroKey
      return decodeEnvelope({ symKey, encoded })
    }
    const envelope = fc.tuple(key, message, fc.boolean()).map(([symKey, message, typeOne]) => ({
      symKey,
      bytes: base64.decode(
        typeOne
          ? encodeEnvelope({
              symKey: typeOneKey,
              message,
              type: 1,
              senderPublicKey: sender.publicKey,
            })
          : encodeEnvelope({ symKey, message }),
      ),
    }))
    const mutation = fc.oneof(
      fc.record({
        kind: fc.constant('flip'),
        at: fc.nat(),
        mask: fc.integer({ min: 1, max: 255 }),
      }),
      fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
      fc.record({
        kind: fc.constant('append'),
        extra: fc.uint8Array({ minLength: 1, maxLength: 8 }),
      }),
    )
    fc.assert(
      fc.property(envelope, mutation, ({ symKey, bytes }, change) => {
        let mutated: Uint8Array
        if (change.kind === 'flip') {
          mutated = bytes.slice()
          const at = change.at % bytes.length
          mutated[at] = (mutated[at] as number) ^ change.mask
        } else if (change.kind === 'truncate') mutated = bytes.slice(0, change.at % bytes.length)
        else mutated = Uint8Array.of(...bytes, ...change.extra)
        expect(() => open(base64.encode(mutated), symKey)).toThrow(EnvelopeError)
      }),
      { numRuns: 200 },
    )
  })

  test('random strings and random bytes throw an EnvelopeError', () => {
    const encoded = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.uint8Array({ maxLength: 120 }).map((bytes) => base64.encode(bytes)),
    )
    fc.assert(
      fc.property(key, encoded, (symKey, encoded) => {
        expect(() => decodeEnvelope({ symKey, encoded })).toThrow(EnvelopeError)
      }),
      { numRuns: 300 },
    )
  })
})
