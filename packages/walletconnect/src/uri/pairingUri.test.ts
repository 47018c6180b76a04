import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { PairingUriError } from './errors.js'
import { formatPairingUri, parsePairingUri } from './pairingUri.js'

// The pairing of the spec's example (specs.walletconnect.com, core/pairing/pairing-uri).
const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const expiryTimestamp = 1705667684
const specUri = `wc:${topic}@2?symKey=${symKey}&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]&relay-protocol=irn&expiryTimestamp=${expiryTimestamp}`
// Produced once with @walletconnect/utils 2.21.6 (packages/testing-node): formatUri({ protocol:
// 'wc', version: 2, topic, symKey, relay: { protocol: 'irn' }, expiryTimestamp }), then the same
// with methods: ['wc_sessionAuthenticate', 'wc_sessionPropose'].
const sdkUri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${expiryTimestamp}`
const sdkUriWithMethods = `${sdkUri}&methods=wc_sessionAuthenticate%2Cwc_sessionPropose`

describe('formatPairingUri', () => {
  test('writes what @walletconnect/utils formatUri writes', () => {
    expect(formatPairingUri({ topic, symKey, expiryTimestamp })).toBe(sdkUri)
    expect(
      formatPairingUri({
        topic,
        symKey,
        expiryTimestamp,
        methods: ['wc_sessionAuthenticate', 'wc_sessionPropose'],
      }),
    ).toBe(sdkUriWithMethods)
    expect(formatPairingUri({ topic, symKey, expiryTimestamp, methods: [] })).toBe(sdkUri)
  })

  test('refuses parameters that would not parse', () => {
    const valid = { topic, symKey, expiryTimestamp }
    expect(() => formatPairingUri({ ...valid, topic: topic.toUpperCase() })).toThrow(
      'Invalid WalletConnect URI: the topic is not 64 lowercase hex characters',
    )
    expect(() => formatPairingUri({ ...valid, expiryTimestamp: 1.5 })).toThrow(
      'Invalid WalletConnect URI: expiryTimestamp 1.5 is not a positive integer (seconds)',
    )
    expect(() => formatPairingUri({ ...valid, relayProtocol: '' })).toThrow(PairingUriError)
    expect(() => formatPairingUri({ ...valid, methods: ['a,b'] })).toThrow(
      'Invalid WalletConnect URI: a method is empty or contains a comma',
    )
  })
})

describe('parsePairingUri', () => {
  test("reads the SDK's URIs and the spec's example", () => {
    const pairing = { topic, version: 2, symKey, relayProtocol: 'irn', expiryTimestamp }
    expect(parsePairingUri(sdkUri)).toStrictEqual(pairing)
    expect(parsePairingUri(sdkUriWithMethods)).toStrictEqual({
      ...pairing,
      methods: ['wc_sessionAuthenticate', 'wc_sessionPropose'],
    })
    // Split on commas, as @walletconnect/utils parseUri does.
    expect(parsePairingUri(specUri).methods).toEqual([
      '[wc_sessionPropose]',
      '[wc_authRequest',
      'wc_authBatchRequest]',
    ])
    expect(parsePairingUri(sdkUri.replace('wc:', 'wc://'))).toStrictEqual(pairing)
    expect(
      parsePairingUri(`wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&relay-data=ab`),
    ).toStrictEqual({
      topic,
      version: 2,
      symKey,
      relayProtocol: 'irn',
    })
  })

  test('refuses what is not a v2 pairing URI, with the reason', () => {
    const cases: [string, string][] = [
      ['https://example.com', 'it does not start with "wc:"'],
      [`wc:${topic}?symKey=${symKey}&relay-protocol=irn`, 'no version after the topic ("@2")'],
      [`wc:${topic}@1?bridge=https%3A%2F%2Fbridge&key=${symKey}`, 'version 1 is not 2'],
      [`wc:${topic}@?symKey=${symKey}`, 'version (empty) is not 2'],
      [
        `wc:${topic.slice(2)}@2?symKey=${symKey}&relay-protocol=irn`,
        'the topic is not 64 lowercase hex characters',
      ],
      [`wc:${topic}@2?relay-protocol=irn`, 'no symKey'],
      [`wc:${topic}@2`, 'no symKey'],
      [
        `wc:${topic}@2?symKey=0x${symKey}&relay-protocol=irn`,
        'the symKey is not 64 lowercase hex characters',
      ],
      [`wc:${topic}@2?symKey=${symKey}`, 'no relay-protocol'],
      [`${sdkUri}&symKey=${symKey}`, 'symKey is given 2 times'],
      [
        sdkUri.replace(`=${expiryTimestamp}`, '=-5'),
        'expiryTimestamp -5 is not a positive integer (seconds)',
      ],
      [
        sdkUri.replace(`=${expiryTimestamp}`, '=1e9'),
        'expiryTimestamp 1e9 is not a positive integer (seconds)',
      ],
      [
        sdkUri.replace(`=${expiryTimestamp}`, '='),
        'expiryTimestamp  is not a positive integer (seconds)',
      ],
    ]
    for (const [uri, details] of cases) {
      expect(() => parsePairingUri(uri)).toThrow(PairingUriError)
      expect(() => parsePairingUri(uri)).toThrow(
        expect.objectContaining({
          name: 'PairingUriError',
          message: `Invalid WalletConnect URI: ${details}`,
        }),
      )
    }
  })
})

describe('properties', () => {
  const hex32 = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex'))
  const method = fc
    .string({ minLength: 1, maxLength: 20, unit: 'grapheme' })
    .filter((m) => !m.includes(','))

  test('every pairing round-trips', () => {
    fc.assert(
      fc.property(
        hex32,
        hex32,
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.option(fc.array(method, { minLength: 1, maxLength: 4 }), { nil: undefined }),
        (topic, symKey, expiryTimestamp, methods) => {
          const parsed = parsePairingUri(
            formatPairingUri({ topic, symKey, expiryTimestamp, methods }),
          )
          expect(parsed).toEqual({
            topic,
            version: 2,
            symKey,
            relayProtocol: 'irn',
            expiryTimestamp,
            methods,
          })
        },
      ),
      { numRuns: 100 },
    )
  })

  test('mutated, truncated and random strings parse or throw a PairingUriError, nothing else', () => {
    const uri = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }).map((tail) => `wc:${tail}`),
      fc.tuple(fc.nat(), fc.nat(), fc.string({ maxLength: 4 })).map(([at, length, insert]) => {
        const start = at % sdkUriWithMethods.length
        return (
          sdkUriWithMethods.slice(0, start) + insert + sdkUriWithMethods.slice(start + (length % 5))
        )
      }),
      fc.nat().map((length) => sdkUri.slice(0, length % sdkUri.length)),
    )
    fc.assert(
      fc.property(uri, (uri) => {
        try {
          expect(parsePairingUri(uri)).toMatchObject({
            topic: expect.stringMatching(/^[0-9a-f]{64}$/),
            symKey: expect.stringMatching(/^[0-9a-f]{64}$/),
          })
        } catch (error) {
          expect(error).toBeInstanceOf(PairingUriError)
        }
      }),
      { numRuns: 300 },
    )
  })
})
