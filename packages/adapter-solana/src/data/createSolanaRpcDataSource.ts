import type { DataSource } from '@latch/core'
import { createSolanaRpc } from '@solana/kit'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { getTokenBalances } from './getTokenBalances.js'
import { getTransactions } from './getTransactions.js'

/**
 * The Solana adapter's data source over each network's own RPC, with no hosted service:
 * SOL and SPL token balances ({@link getTokenBalances}) and activity
 * ({@link getTransactions}). Solana has no NFTs or identity here: those methods are absent. The
 * RPC URL is the network's first `rpcUrls.default.http`.
 *
 * @returns The {@link DataSource}; each method throws as its function documents, and
 *   `RpcUrlMissingError` for a network without an RPC URL.
 * @example
 * const source = createSolanaRpcDataSource()
 * const balances = await source.getTokenBalances?.({ address, caipNetwork: solana })
 */
export function createSolanaRpcDataSource(): DataSource {
  const rpcFor = (query: { caipNetwork: Parameters<typeof getRpcUrl>[0] }) =>
    createSolanaRpc(getRpcUrl(query.caipNetwork))
  return {
    getTokenBalances: (query) => getTokenBalances(rpcFor(query), query),
    getTransactions: (query) => getTransactions(rpcFor(query), query),
  }
}
