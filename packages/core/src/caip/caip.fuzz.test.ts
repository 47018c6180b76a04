import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { InvalidCaipAddressError } from '../errors/caipAddress.js'
import { isValidAddress } from './isValidAddress.js'
import { formatCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'
import { chainNamespaces } from './types.js'

const namespaceLike = fc.constantFrom(
  ...chainNamespaces,
  'EIP155',
  'tron',
  '__proto__',
  'constructor',
  '',
)
const evmAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const part = fc.oneof(namespaceLike, fc.stringMatching(/^[0-9]{1,6}$/), evmAddress, hostileText)
/** Colon-joined parts: valid CAIP-2 and CAIP-10 ids now and then, near misses mostly. */
const caipLike = fc.array(part, { maxLength: 4 }).map((parts) => parts.join(':'))
const input = fc.oneof(caipLike, anyValue)

/** Runs `parse`; a throw must be an `errorClass` (a LatchError with its spec message). */
function parseOrTypedError<T>(parse: () => T, errorClass: new (value: string) => Error) {
  try {
    return parse()
  } catch (error) {
    expect(error).toBeInstanceOf(errorClass)
    return undefined
  }
}

describe('fuzz: CAIP parsers give a parse or their typed error, whatever the input', () => {
  test('parseCaipNetworkId: a parse that rebuilds the input, or InvalidCaipNetworkIdError', () => {
    let parses = 0
    fc.assert(
      fc.property(input, (value) => {
        const parsed = parseOrTypedError(
          () => parseCaipNetworkId(value as string),
          InvalidCaipNetworkIdError,
        )
        if (!parsed) return
        expect(chainNamespaces).toContain(parsed.namespace)
        expect(parsed.chainId).not.toBe('')
        expect(`${parsed.namespace}:${parsed.chainId}`).toBe(value)
        parses++
      }),
      fuzzParameters(),
    )
    expect(parses).toBeGreaterThan(0)
  })

  test('parseCaipAddress: a parse that rebuilds the input, or InvalidCaipAddressError', () => {
    let parses = 0
    fc.assert(
      fc.property(input, (value) => {
        const parsed = parseOrTypedError(
          () => parseCaipAddress(value as string),
          InvalidCaipAddressError,
        )
        if (!parsed) return
        expect(chainNamespaces).toContain(parsed.namespace)
        expect(parsed.chainId).not.toBe('')
        expect(parsed.address).not.toBe('')
        expect(`${parsed.namespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
        parses++
      }),
      fuzzParameters(),
    )
    expect(parses).toBeGreaterThan(0)
  })

  test('isValidAddress: a boolean, true only for a string of the eip155 or solana form', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddress, input), fc.oneof(namespaceLike, anyValue), (value, ns) => {
        const valid = isValidAddress(value as string, ns as string)
        expect(typeof valid).toBe('boolean')
        if (valid) {
          expect(typeof value).toBe('string')
          expect(['eip155', 'solana']).toContain(ns)
        }
      }),
      fuzzParameters(),
    )
  })

  test('formatCaipNetworkId and formatCaipAddress: an id that parses back, or their typed error', () => {
    const reference = fc.oneof(part, fc.integer(), fc.double())
    fc.assert(
      fc.property(
        fc.constantFrom(...chainNamespaces),
        reference,
        fc.oneof(part, evmAddress),
        (namespace, chainId, address) => {
          const networkId = parseOrTypedError(
            () => formatCaipNetworkId(namespace, chainId),
            InvalidCaipNetworkIdError,
          )
          if (networkId) {
            expect(parseCaipNetworkId(networkId)).toEqual({ namespace, chainId: String(chainId) })
          }
          const caipAddress = parseOrTypedError(
            () => formatCaipAddress(namespace, chainId, address),
            InvalidCaipAddressError,
          )
          if (caipAddress) {
            expect(parseCaipAddress(caipAddress)).toEqual({
              namespace,
              chainId: String(chainId),
              address,
            })
          }
        },
      ),
      fuzzParameters(),
    )
  })
})
