import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { PairingUriError } from './errors.js'
import { formatPairingUri, parsePairingUri } from './pairingUri.js'

const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))
/** A piece of a URI: the right thing, a near miss, or any text. */
const piece = (right: fc.Arbitrary<string>, ...nearMisses: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 2, arbitrary: fc.constantFrom('', ...nearMisses) },
    { weight: 1, arbitrary: hostileText },
  )
const hexKey = piece(hex32, 'A'.repeat(64), '0'.repeat(63), `0x${'0'.repeat(64)}`)
const param = fc.oneof(
  hexKey.map((symKey) => `symKey=${symKey}`),
  piece(fc.constant('irn'), 'waku').map((protocol) => `relay-protocol=${protocol}`),
  piece(
    fc.integer({ min: 1, max: 2_000_000_000 }).map(String),
    '0',
    '-1',
    '1e3',
    '9'.repeat(20),
  ).map((expiry) => `expiryTimestamp=${expiry}`),
  piece(fc.constant('wc_sessionAuthenticate,wc_sessionPropose'), ',', '%2C').map(
    (methods) => `methods=${methods}`,
  ),
  hostileText,
)
/** `wc:` URIs assembled from right, near and wrong pieces, in any order, repeated or missing. */
const uri = fc
  .tuple(
    piece(fc.constantFrom('wc:', 'wc://'), 'WC:', 'wc', 'https://'),
    hexKey,
    piece(fc.constant('@2'), '@1', '@', '@02', '2'),
    fc.array(param, { maxLength: 6 }),
    fc.constantFrom('&', '&&', ';'),
  )
  .map(
    ([scheme, topic, version, params, separator]) =>
      `${scheme}${topic}${version}?${params.join(separator)}`,
  )

/** `text` with each lone surrogate replaced by U+FFFD (ES2024's `toWellFormed`). */
const wellFormed = (text: string) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(text))

describe('fuzz: WalletConnect pairing URIs (EIP-1328)', () => {
  test('parsePairingUri: a pairing with 64-hex topic and symKey, or PairingUriError', () => {
    let parsedCount = 0
    fc.assert(
      fc.property(
        fc.oneof({ weight: 4, arbitrary: uri }, { weight: 1, arbitrary: hostileText }),
        (text) => {
          let parsed: ReturnType<typeof parsePairingUri>
          try {
            parsed = parsePairingUri(text)
          } catch (error) {
            if (!(error instanceof PairingUriError)) throw error
            return
          }
          parsedCount++
          expect(parsed.topic).toMatch(/^[0-9a-f]{64}$/)
          expect(parsed.symKey).toMatch(/^[0-9a-f]{64}$/)
          expect(parsed.version).toBe(2)
          expect(parsed.relayProtocol).not.toBe('')
          if (parsed.expiryTimestamp !== undefined) {
            expect(Number.isSafeInteger(parsed.expiryTimestamp)).toBe(true)
            expect(parsed.expiryTimestamp).toBeGreaterThan(0)
          }
        },
      ),
      fuzzParameters(),
    )
    expect(parsedCount).toBeGreaterThan(0)
  })

  test('formatPairingUri: a URI that parses back to the pairing, or PairingUriError', () => {
    const pairing = fc.record({
      topic: hexKey,
      symKey: hexKey,
      expiryTimestamp: fc.oneof(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.double(),
        fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER + 1),
      ),
      relayProtocol: fc.option(piece(fc.constant('irn'), '&', '='), { nil: undefined }),
      methods: fc.option(
        fc.array(piece(fc.constant('wc_sessionAuthenticate'), ',', '%'), { maxLength: 3 }),
        {
          nil: undefined,
        },
      ),
    })
    fc.assert(
      fc.property(pairing, (parameters) => {
        let formatted: string
        try {
          formatted = formatPairingUri(parameters)
        } catch (error) {
          if (!(error instanceof PairingUriError)) throw error
          return
        }
        const { topic, symKey, expiryTimestamp, relayProtocol = 'irn', methods } = parameters
        // A URL carries Unicode scalar values: a lone surrogate comes back as U+FFFD.
        expect(parsePairingUri(formatted)).toEqual({
          topic,
          version: 2,
          symKey,
          relayProtocol: wellFormed(relayProtocol),
          expiryTimestamp,
          ...(methods?.length ? { methods: methods.map(wellFormed) } : {}),
        })
      }),
      fuzzParameters(),
    )
  })
})
