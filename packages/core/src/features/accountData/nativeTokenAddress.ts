import { NATIVE_TOKEN_ADDRESSES } from '../../data/nativeTokenAddresses.js'
import type { CaipNetwork } from '../../networks/types.js'

/**
 * The CAIP-10 placeholder naming `caipNetwork`'s native currency in a price request: the network's
 * id and its namespace's placeholder (`eip155:1:0xeeee…eeee`,
 * `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So111…111`; see `NATIVE_TOKEN_ADDRESSES`).
 *
 * @returns `undefined` for a namespace without one (bitcoin).
 */
export function nativeTokenAddress(
  caipNetwork: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>,
): string | undefined {
  const { chainNamespace } = caipNetwork
  if (!Object.hasOwn(NATIVE_TOKEN_ADDRESSES, chainNamespace)) return undefined
  const placeholder = NATIVE_TOKEN_ADDRESSES[chainNamespace as keyof typeof NATIVE_TOKEN_ADDRESSES]
  return `${caipNetwork.caipNetworkId}:${placeholder}`
}
