import { base64 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { decodeEnvelope, encodeEnvelope, readEnvelope } from './envelope.js'
import { EnvelopeError, InvalidKeyError } from './errors.js'

const symKey = '1f'.repeat(32)
const senderPublicKey = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'

/** Bytes as a relay could deliver them, in base64: any, or a plausible header and length. */
const randomEnvelope = fc
  .tuple(
    fc.constantFrom(0, 1, 2, 255),
    fc.uint8Array({ maxLength: 120 }),
    fc.constantFrom(0, 28, 44, 61),
  )
  .map(([type, body, minimum]) => {
    const bytes = new Uint8Array(1 + Math.max(body.length, minimum))
    bytes[0] = type
    bytes.set(body, 1)
    return base64.encode(bytes)
  })

/** A sealed envelope (type 0 or 1) with one byte flipped, cut short or left intact. */
const sealedEnvelope = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.boolean(),
    fc.option(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { nil: undefined }),
    fc.option(fc.nat(), { nil: undefined }),
  )
  .map(([message, typeOne, flip, cut]) => {
    const sealed = encodeEnvelope({
      symKey,
      message,
      type: typeOne ? 1 : 0,
      senderPublicKey: typeOne ? senderPublicKey : undefined,
    })
    let bytes = base64.decode(sealed)
    if (flip) {
      const [at, mask] = flip
      bytes[at % bytes.length] = (bytes[at % bytes.length] ?? 0) ^ mask
    }
    if (cut !== undefined) bytes = bytes.subarray(0, cut % bytes.length)
    const intact = flip === undefined && cut === undefined
    return { encoded: base64.encode(bytes), message: intact ? message : undefined }
  })

const encoded = fc.oneof(
  sealedEnvelope,
  fc.oneof(randomEnvelope, hostileText, anyValue).map((value) => ({
    encoded: value as string,
    message: undefined,
  })),
)
const key = fc.oneof(
  { weight: 9, arbitrary: fc.constant(symKey) },
  { weight: 1, arbitrary: fc.oneof(hostileText, fc.constant('1F'.repeat(32))) },
)

/**
 * The text as a UTF-8 round trip gives it back, as `decodeEnvelope` (and the WalletConnect SDK)
 * decode: a lone surrogate becomes U+FFFD, a leading BOM is dropped.
 */
const utf8RoundTrip = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text))

describe('fuzz: envelopes (crypto-envelopes spec)', () => {
  test('decodeEnvelope: the sealed text, or EnvelopeError (InvalidKeyError for a bad key)', () => {
    let opened = 0
    fc.assert(
      fc.property(encoded, key, (envelope, candidateKey) => {
        let text: string
        try {
          text = decodeEnvelope({ symKey: candidateKey, encoded: envelope.encoded })
        } catch (error) {
          const keyRefused = candidateKey !== symKey && error instanceof InvalidKeyError
          if (!(error instanceof EnvelopeError) && !keyRefused) throw error
          return
        }
        expect(typeof text).toBe('string')
        // An intact envelope opens to the message it sealed.
        if (envelope.message !== undefined) expect(text).toBe(utf8RoundTrip(envelope.message))
        opened++
      }),
      fuzzParameters(),
    )
    expect(opened).toBeGreaterThan(0)
  })

  test('readEnvelope: type 0, or type 1 with a 32-byte hex key, or EnvelopeError', () => {
    fc.assert(
      fc.property(encoded, (envelope) => {
        let header: ReturnType<typeof readEnvelope>
        try {
          header = readEnvelope(envelope.encoded)
        } catch (error) {
          if (!(error instanceof EnvelopeError)) throw error
          return
        }
        if (header.type === 1) expect(header.senderPublicKey).toMatch(/^[0-9a-f]{64}$/)
        else expect(header).toEqual({ type: 0 })
      }),
      fuzzParameters(),
    )
  })
})
