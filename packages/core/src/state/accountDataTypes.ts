import type { CaipAddress, CaipNetworkId } from '../caip/types.js'
import type { Nft, TokenBalance, Transaction } from '../data/types.js'

/** Loading state of one list of the Account view. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The Account view's tabs, in order. */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/**
 * The Account view's token and NFT lists for the active account (accountState
 * `tokenBalance`, `currentTab`, `lastRetry`). `caipAddress` and `caipNetworkId` say whose data it is;
 * a list for another account or network is never shown.
 */
export type AccountDataStoreState = {
  currentTab: AccountTab
  tokens: {
    caipAddress: CaipAddress | undefined
    status: LoadStatus
    /** Native first, then tokens by fiat value, then name; decimals '0' filtered. */
    balances: readonly TokenBalance[]
    /** When the last failed fetch happened (ms since the epoch); no new try within 30 s. */
    lastRetry: number | undefined
  }
  nfts: {
    caipAddress: CaipAddress | undefined
    status: LoadStatus
    nfts: readonly Nft[]
    /** Cursor of the next page; `undefined` on the last. */
    next: string | undefined
    loadingMore: boolean
  }
}

/** Transactions of one year, by month (0 = January), newest month first when iterated by the view. */
export type TransactionsByMonth = Readonly<Partial<Record<number, readonly Transaction[]>>>

/** Transaction store: the Activity tab. */
export type TransactionsStoreState = {
  caipAddress: CaipAddress | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** Every loaded transaction, newest first (spam and other chains already dropped). */
  transactions: readonly Transaction[]
  /** The same, grouped by year then month. */
  transactionsByYear: Readonly<Partial<Record<number, TransactionsByMonth>>>
  /** Cursor of the next page; `undefined` on the last page or after an error. */
  next: string | undefined
  loading: boolean
  /** Whether the first page came back with nothing. */
  empty: boolean
  /** Whether the last fetch failed ('Failed to fetch transactions'). */
  error: boolean
  /**
   * The on-ramp provider whose purchases the list holds (`fetchTransactions({ onramp })`);
   * `undefined` for the account's activity.
   */
  onramp?: string | undefined
}
