import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { describeValue } from './describeValue.js'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './types.js'

/** A parsed CAIP-2 network id. */
export type ParsedCaipNetworkId = { namespace: ChainNamespace; chainId: string }

/**
 * Parses a CAIP-2 network id (exactly 2 colon-separated parts, a known namespace).
 *
 * @param caipNetworkId - e.g. `eip155:1`.
 * @returns `{ namespace, chainId }` with the chain id as text (`'1'`, or a Solana genesis hash).
 * @throws {InvalidCaipNetworkIdError} `Invalid CAIP-2 network id: {value}` when malformed.
 * @example parseCaipNetworkId('eip155:31337') // { namespace: 'eip155', chainId: '31337' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  // Callers pass what wallets and storage hand them: a non-string is malformed, not a TypeError.
  if (typeof caipNetworkId !== 'string') {
    throw new InvalidCaipNetworkIdError(describeValue(caipNetworkId), 'expected a string')
  }
  const parts = caipNetworkId.split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId) {
    throw new InvalidCaipNetworkIdError(caipNetworkId, 'expected exactly 2 non-empty parts')
  }
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(caipNetworkId, `unknown namespace "${namespace}"`)
  }
  return { namespace, chainId }
}

/**
 * Formats a CAIP-2 network id.
 *
 * @param namespace - The chain namespace, e.g. `eip155`.
 * @param chainId - The chain reference: a number for EVM chains, a string otherwise.
 * @returns e.g. `eip155:1`.
 * @throws {InvalidCaipNetworkIdError} when the chain id is empty or holds a colon.
 *
 * @example
 * import { formatCaipNetworkId } from '@latch/core'
 *
 * formatCaipNetworkId('eip155', 1) // 'eip155:1'
 * formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function formatCaipNetworkId(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetworkId {
  const reference = String(chainId)
  if (!reference || reference.includes(':')) {
    throw new InvalidCaipNetworkIdError(`${namespace}:${reference}`, 'invalid chain reference')
  }
  return `${namespace}:${reference}`
}
