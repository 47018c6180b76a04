import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { fuzzField, fuzzText, messageDataArbitrary } from '../testing/messageDataArbitrary.js'
import { createEip155Verifier } from './createEip155Verifier.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hex = (length: { minLength?: number; maxLength?: number }) =>
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), ...length })
    .map((digits) => `0x${digits}`)
const data = messageDataArbitrary({
  accountAddress: fuzzField(fc.constantFrom(address, address.toLowerCase()), address.slice(0, -1)),
  chainId: fuzzField(
    fc.constantFrom('eip155:1', 'eip155:31337'),
    'eip155:0x1',
    'eip155:-1',
    'eip155:1.5',
    'eip155:1e999',
    'solana:1',
    'eip155',
  ),
})
const text = fuzzText
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

  test('formatMessage writes EIP-4361 text that reads back, or throws a documented error', async () => {
    let written = 0
    const documented = [
      'SiweInvalidMessageFieldError',
      'InvalidAddressError',
      'InvalidCaipNetworkIdError',
    ]
    await fc.assert(
      fc.asyncProperty(data, async (fields) => {
        let text: string
        try {
          text = await offline.formatMessage(fields)
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
