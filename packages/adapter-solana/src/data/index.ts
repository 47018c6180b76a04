// The Solana adapter's RPC data source: `createSolanaAdapter`'s `loadDataSource` loads this module,
// with @solana/kit's RPC client, with one dynamic import on first need.
export { createSolanaRpcDataSource } from './createSolanaRpcDataSource.js'
export { type GetTokenBalancesParameters, getTokenBalances } from './getTokenBalances.js'
export {
  type GetTransactionsParameters,
  getTransactions,
  SOLANA_ACTIVITY_PAGE_SIZE,
} from './getTransactions.js'
