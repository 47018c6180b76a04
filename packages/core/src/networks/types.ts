import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/** A native currency: its name, symbol and decimals (18 for ether: 1 ETH = 10^18 wei). */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * A network Latch can connect to. EVM networks use a numeric `id` (the chain id);
 * other namespaces use the CAIP-2 reference as text.
 */
export type CaipNetwork = {
  /** The chain id (`1`) or CAIP-2 reference (`5eykt4…`). */
  id: number | string
  /** `namespace:reference`, e.g. `eip155:1`. */
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** Display name; 'Unknown Network' when the wallet is on a network Latch was not given. */
  name: string
  nativeCurrency: NativeCurrency
  /** `default.http`: the RPC URLs reads go to, in order of preference. */
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[] }
  }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  /** Image for the network; only `http(s):` and `data:image/` URLs are shown. */
  assets?: { imageId?: string; imageUrl?: string } | undefined
}
