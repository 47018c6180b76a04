import { InvalidCaipAddressError } from '../errors/caipAddress.js'
import { describeValue } from './describeValue.js'
import { type CaipAddress, type ChainNamespace, isChainNamespace } from './types.js'

/** A parsed CAIP-10 account id. */
export type ParsedCaipAddress = { namespace: ChainNamespace; chainId: string; address: string }

/**
 * Parses a CAIP-10 account id (3 non-empty colon-separated parts and a known namespace).
 *
 * @param caipAddress - e.g. `eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`.
 * @returns `{ namespace, chainId, address }`.
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}` when malformed.
 *
 * @example
 * import { parseCaipAddress } from '@latch/core'
 *
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { namespace: 'eip155', chainId: '1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
 * parseCaipAddress('eip155:1') // throws 'Invalid CAIP-10 address: eip155:1'
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  // Callers pass what wallets and storage hand them: a non-string is malformed, not a TypeError.
  if (typeof caipAddress !== 'string') {
    throw new InvalidCaipAddressError(describeValue(caipAddress), 'expected a string')
  }
  const parts = caipAddress.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address) {
    throw new InvalidCaipAddressError(caipAddress, 'expected exactly 3 non-empty parts')
  }
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError(caipAddress, `unknown namespace "${namespace}"`)
  }
  return { namespace, chainId, address }
}

/**
 * Formats a CAIP-10 account id.
 *
 * @param namespace - The chain namespace.
 * @param chainId - The chain reference.
 * @param address - The bare address.
 * @returns e.g. `eip155:1:0xf39F…`.
 * @throws {InvalidCaipAddressError} when a part is empty or holds a colon.
 *
 * @example
 * import { formatCaipAddress } from '@latch/core'
 *
 * formatCaipAddress('eip155', 31337, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function formatCaipAddress(
  namespace: ChainNamespace,
  chainId: number | string,
  address: string,
): CaipAddress {
  const value = `${namespace}:${chainId}:${address}`
  const reference = String(chainId)
  if (!reference || !address || reference.includes(':') || address.includes(':')) {
    throw new InvalidCaipAddressError(value, 'empty or colon-holding part')
  }
  return value as CaipAddress
}
