/** The local Solana RPC server's URL, on port 8899 (`startSolanaRpc` in `@latch/testing-node`). */
export const SOLANA_LOCAL_RPC_URL = 'http://127.0.0.1:8899'

/**
 * The genesis hash the local Solana RPC server answers to `getGenesisHash`: fixed (base58 of
 * SHA-256 of 'Latch Solana Local genesis', 32 bytes), so the network's CAIP-2 id never changes.
 */
export const SOLANA_LOCAL_GENESIS_HASH = 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ9rUX7jGGZYXR'

const reference = SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)

/**
 * The shape of {@link solanaLocal}: a Latch `CaipNetwork` of the `solana` namespace, written out here
 * so that this package needs no `@latch/core` (it is assignable to `CaipNetwork`).
 */
export type DevSolanaNetwork = {
  id: string
  caipNetworkId: `solana:${string}`
  chainNamespace: 'solana'
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[] }
    chainDefault: { http: readonly string[] }
  }
  testnet: boolean
}

/**
 * "Solana Local": the local litesvm-backed Solana network as a Latch network. Its id is
 * the first 32 characters of {@link SOLANA_LOCAL_GENESIS_HASH} (CAIP-30), its RPC
 * {@link SOLANA_LOCAL_RPC_URL}; SOL with 9 decimals (1 SOL = 10^9 lamports); a testnet.
 *
 * @example
 * import { solanaLocal } from '@latch/testing'
 *
 * createLatch({ networks: [mainnet, solanaLocal], adapters: [createEvmAdapter(), createSolanaAdapter()] })
 */
export const solanaLocal: DevSolanaNetwork = {
  id: reference,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: [SOLANA_LOCAL_RPC_URL] },
    chainDefault: { http: [SOLANA_LOCAL_RPC_URL] },
  },
  testnet: true,
}
