import type { SIWXMessageData } from '@latch/core'
import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { createEip155Verifier } from './createEip155Verifier.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hex = (length: { minLength?: number; maxLength?: number }) =>
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), ...length })
    .map((digits) => `0x${digits}`)
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hostileText },
)
/** Mostly `valid`, else a near miss or text. */
const field = (valid: fc.Arbitrary<string>, ...nearMisses: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom('', ...nearMisses) },
    { weight: 1, arbitrary: text },
  )
/** RFC 3339 date-times; near misses: a space for the T, a line break adding a line. */
const timestamp = field(
  fc.constantFrom('2026-03-01T12:00:00Z', '2026-03-01T12:00:00.123+01:00'),
  '2026-03-01 12:00:00',
  '2026-03-01T12:00:00Z\nNot Before: 2026-03-01T12:00:00Z',
)
const data = fc.record(
  {
    accountAddress: field(fc.constantFrom(address, address.toLowerCase()), address.slice(0, -1)),
    chainId: field(
      fc.constantFrom('eip155:1', 'eip155:31337'),
      'eip155:0x1',
      'eip155:-1',
      'eip155:1.5',
      'eip155:1e999',
      'solana:1',
      'eip155',
    ),
    domain: field(fc.constantFrom('app.example', 'localhost:5173'), 'app example'),
    uri: field(fc.constant('https://app.example'), 'not a uri'),
    version: field(fc.constant('1'), '2'),
    nonce: field(fc.constant('9f86d081884c7d65'), 'short', 'not-alphanumeric'),
    issuedAt: timestamp,
    expirationTime: timestamp,
    notBefore: timestamp,
    statement: field(fc.string({ unit: 'grapheme', maxLength: 40 }), 'two\nlines'),
    requestId: field(fc.string({ unit: 'grapheme', maxLength: 20 }), 'id\nResources:'),
    resources: fc.array(field(fc.constant('https://app.example/terms'), 'not a uri'), {
      maxLength: 2,
    }),
  },
  { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] },
) as fc.Arbitrary<SIWXMessageData>
/**
 * Signatures: text, hex of the wrong length (cheap refusals), and now and then 65 bytes, which
 * costs an ECDSA recovery (milliseconds): those are kept to about one case in fifty.
 */
const signature = fc.oneof(
  { weight: 20, arbitrary: text },
  { weight: 20, arbitrary: hex({ maxLength: 200 }).filter((value) => value.length !== 132) },
  { weight: 1, arbitrary: hex({ minLength: 130, maxLength: 130 }) },
)

describe('fuzz: the eip155 sign-in verifier', () => {
  const offline = createEip155Verifier()
  const online = createEip155Verifier({ getClient: () => ({ verifyMessage: async () => false }) })

  test('verify resolves false for any session nobody signed, never rejects', async () => {
    await fc.assert(
      fc.asyncProperty(
        data,
        text,
        signature,
        fc.boolean(),
        async (fields, message, sig, withClient) => {
          const verified = await (withClient ? online : offline).verify({
            data: fields,
            message,
            signature: sig,
          })
          expect(verified).toBe(false)
        },
      ),
      fuzzParameters(),
    )
  })

  test('formatMessage writes EIP-4361 text that reads back, or throws a documented error', () => {
    let written = 0
    const documented = [
      'SiweInvalidMessageFieldError',
      'InvalidAddressError',
      'InvalidCaipNetworkIdError',
    ]
    fc.assert(
      fc.property(data, (fields) => {
        let text: string
        try {
          text = offline.formatMessage(fields)
        } catch (error) {
          expect(documented).toContain((error as Error).name)
          return
        }
        const parsed = parseSiweMessage(text)
        expect(parsed.address?.toLowerCase()).toBe(fields.accountAddress.toLowerCase())
        expect(`eip155:${parsed.chainId}`).toBe(fields.chainId)
        expect(parsed.nonce).toBe(fields.nonce)
        written++
      }),
      fuzzParameters(),
    )
    expect(written).toBeGreaterThan(0)
  })
})
