import { formatCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../caip/types.js'
import type { CaipNetwork, NativeCurrency } from './types.js'

/**
 * The shape of a viem `Chain` that Latch reads. Declared structurally so core depends on no
 * ecosystem library; any `viem/chains` export satisfies it.
 */
export type ViemChainLike = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

/**
 * Turns a viem chain (or any chain of that shape) into a Latch network.
 *
 * @param chain - e.g. `mainnet` from `viem/chains`, or `defineChain({...})`.
 * @param options.namespace - defaults to `eip155`.
 * @param options.imageUrl - an `http(s):` or `data:image/` URL for the network's icon.
 * @returns A {@link CaipNetwork} with `caipNetworkId` `eip155:{id}`; `rpcUrls.chainDefault` keeps
 *   the chain's own URLs so `customRpcUrls` can override `default` later.
 * @example
 * import { anvil } from 'viem/chains'
 * const local = toCaipNetwork(anvil) // { caipNetworkId: 'eip155:31337', … }
 */
export function toCaipNetwork(
  chain: ViemChainLike,
  options: { namespace?: ChainNamespace; imageUrl?: string } = {},
): CaipNetwork {
  const namespace = options.namespace ?? 'eip155'
  const http = [...chain.rpcUrls.default.http]
  const webSocket = chain.rpcUrls.default.webSocket
  return {
    id: chain.id,
    caipNetworkId: formatCaipNetworkId(namespace, chain.id),
    chainNamespace: namespace,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: webSocket ? { http, webSocket: [...webSocket] } : { http },
      chainDefault: { http },
    },
    blockExplorers: chain.blockExplorers
      ? { default: { ...chain.blockExplorers.default } }
      : undefined,
    testnet: chain.testnet ?? false,
    assets: options.imageUrl ? { imageUrl: options.imageUrl } : undefined,
  }
}
