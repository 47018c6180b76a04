import { createLogger } from '@latch/core/internal'
import fc from 'fast-check'
import type { EIP1193Provider } from 'viem'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { InvalidWalletResponseError } from '../walletErrors.js'
import { guardEip1193Provider } from './guardEip1193Provider.js'

const quiet = createLogger('fatal')
const hexDigits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max })

/** What a wallet may answer: hostile values, and near-valid hex, numbers and address lists. */
const answer: fc.Arbitrary<unknown> = fc.oneof(
  anyValue,
  hostileText,
  hexDigits(0, 80).map((digits) => `0x${digits}`),
  fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)),
  fc.array(
    fc.oneof(
      hexDigits(38, 42).map((digits) => `0x${digits}`),
      hostileText,
    ),
    { maxLength: 3 },
  ),
)

const method = fc.constantFrom(
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
)

const address = /^0x[0-9a-fA-F]{40}$/

function refusesThen(value: unknown): boolean {
  try {
    void (value as { then?: unknown } | null)?.then
    return false
  } catch {
    return true
  }
}

/** What the guard documents it lets through for each method. */
function expectValid(method: string, value: unknown): void {
  if (method === 'eth_chainId') {
    expect(value).toMatch(/^0x[0-9a-f]+$/)
    const chainId = Number(value)
    expect(Number.isSafeInteger(chainId) && chainId > 0).toBe(true)
  } else if (method.endsWith('ccounts')) {
    expect(Array.isArray(value)).toBe(true)
    for (const entry of value as unknown[]) expect(entry).toMatch(address)
  } else {
    expect(value === '0x' || /^0x(?:[0-9a-fA-F]{2}){64,}$/.test(value as string)).toBe(true)
  }
}

describe('fuzz: EIP-1193 answers and events through the guard', () => {
  test('an answer is passed on only in its documented shape; otherwise InvalidWalletResponseError', async () => {
    await fc.assert(
      fc.asyncProperty(method, answer, async (name, value) => {
        const provider = { request: async () => value } as unknown as EIP1193Provider
        const guarded = guardEip1193Provider(provider, { logger: quiet })
        try {
          expectValid(name, await guarded.request({ method: name } as never))
        } catch (error) {
          // An answer that throws when its `then` is read rejects the wallet's own promise before
          // the guard sees it: that rejection is the wallet's error, passed on like a refusal.
          if (!refusesThen(value)) expect(error).toBeInstanceOf(InvalidWalletResponseError)
          else expect(error).toBeInstanceOf(Error)
        }
      }),
      fuzzParameters(),
    )
  })

  test('events reach listeners only with usable payloads; nothing a wallet emits throws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('chainChanged', 'accountsChanged', 'connect'), answer), {
          maxLength: 5,
        }),
        (events) => {
          const listeners = new Map<string, (payload: unknown) => void>()
          const provider = {
            request: async () => null,
            on: (event: string, listener: (payload: unknown) => void) =>
              listeners.set(event, listener),
            removeListener() {},
          } as unknown as EIP1193Provider
          const guarded = guardEip1193Provider(provider, { logger: quiet })
          const seen: [string, unknown][] = []
          for (const event of ['chainChanged', 'accountsChanged', 'connect'] as const) {
            guarded.on(event as 'connect', (payload: unknown) => seen.push([event, payload]))
          }
          for (const [event, payload] of events) listeners.get(event)?.(payload)
          for (const [event, payload] of seen) {
            if (event === 'chainChanged') expectValid('eth_chainId', payload)
            else if (event === 'accountsChanged') expectValid('eth_accounts', payload)
            else expectValid('eth_chainId', (payload as { chainId: unknown }).chainId)
          }
        },
      ),
      fuzzParameters(),
    )
  })
})
