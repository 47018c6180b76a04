import type { CaipNetwork } from '@latch/core'

/** The local Solana RPC server's URL (`startSolanaRpc` in `@latch/testing-node`, DESIGN.md §5). */
export const SOLANA_LOCAL_RPC_URL = 'http://127.0.0.1:8899'

/**
 * The genesis hash the local Solana RPC server answers to `getGenesisHash`: fixed (base58 of
 * SHA-256 of 'Latch Solana Local genesis', 32 bytes), so the network's CAIP-2 id never changes.
 */
export const SOLANA_LOCAL_GENESIS_HASH = 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ9rUX7jGGZYXR'

const reference = SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)

/**
 * "Solana Local": the local litesvm-backed Solana network as a Latch network (spec §3). Its id is
 * the first 32 characters of {@link SOLANA_LOCAL_GENESIS_HASH} (CAIP-30), its RPC
 * {@link SOLANA_LOCAL_RPC_URL}; SOL with 9 decimals (1 SOL = 10^9 lamports); a testnet.
 *
 * @example
 * import { solanaLocal } from '@latch/testing'
 *
 * createLatch({ networks: [mainnet, solanaLocal], adapters: [createEvmAdapter(), createSolanaAdapter()] })
 */
export const solanaLocal: CaipNetwork = {
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
