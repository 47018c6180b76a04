import type { SIWXMessageData } from '@latch/core'
import fc from 'fast-check'
import { hostileText } from '../../../../scripts/fuzz/arbitraries.ts'

/** Short text, mostly binary, now and then hostile. */
export const fuzzText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hostileText },
)

/** Mostly `valid`, else a near miss or text. */
export const fuzzField = (valid: fc.Arbitrary<string>, ...nearMisses: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom('', ...nearMisses) },
    { weight: 1, arbitrary: fuzzText },
  )

/** RFC 3339 date-times; near misses: a space for the T, a line break adding a line. */
const timestamp = fuzzField(
  fc.constantFrom('2026-03-01T12:00:00Z', '2026-03-01T12:00:00.123+01:00'),
  '2026-03-01 12:00:00',
  '2026-03-01T12:00:00Z\nNot Before: 2026-03-01T12:00:00Z',
)

/**
 * Sign-in fields as a fuzzer sends them: each mostly valid, else a near miss (a line break that
 * would add a line, a non-alphanumeric nonce…) or any text. `accountAddress` and `chainId` are the
 * namespace's.
 */
export function messageDataArbitrary(namespace: {
  accountAddress: fc.Arbitrary<string>
  chainId: fc.Arbitrary<string>
}): fc.Arbitrary<SIWXMessageData> {
  return fc.record(
    {
      accountAddress: namespace.accountAddress,
      chainId: namespace.chainId,
      domain: fuzzField(fc.constantFrom('app.example', 'localhost:5173'), 'app example'),
      uri: fuzzField(fc.constant('https://app.example'), 'not a uri'),
      version: fuzzField(fc.constant('1'), '2'),
      nonce: fuzzField(fc.constant('9f86d081884c7d65'), 'short', 'not-alphanumeric'),
      issuedAt: timestamp,
      expirationTime: timestamp,
      notBefore: timestamp,
      statement: fuzzField(fc.string({ unit: 'grapheme', maxLength: 40 }), 'two\nlines'),
      requestId: fuzzField(fc.string({ unit: 'grapheme', maxLength: 20 }), 'id\nResources:'),
      resources: fc.array(fuzzField(fc.constant('https://app.example/terms'), 'not a uri'), {
        maxLength: 2,
      }),
    },
    {
      requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'],
    },
  ) as fc.Arbitrary<SIWXMessageData>
}

/** The fields a text states: empty optional ones (written as no line) left out. */
export function statedFields(data: SIWXMessageData): Partial<SIWXMessageData> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) =>
        value !== undefined && !(value === '' && ['statement', 'requestId'].includes(key)),
    ),
  )
}
