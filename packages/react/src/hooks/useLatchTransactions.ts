import type { Transaction } from '@latch/core'
import type { TransactionsByMonth } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'
import { useLatchAccount } from './useLatchAccount.js'

/** What {@link useLatchTransactions} returns: the active account's activity (spec §3). */
export type UseLatchTransactionsReturnType = {
  /** Newest first. */
  transactions: readonly Transaction[]
  /** The same by year, then month (0 = January). */
  transactionsByYear: Readonly<Partial<Record<number, TransactionsByMonth>>>
  /** Whether a page is being fetched (the first or the next). */
  loading: boolean
  /** Whether the first page came back with nothing. */
  empty: boolean
  /** Whether the last fetch failed ('Failed to fetch transactions', spec §8). */
  error: boolean
  /** Whether another page exists. */
  hasMore: boolean
  /** Fetches the next page (spec §4 paging). */
  fetchMore(): Promise<void>
}

const noTransactions: UseLatchTransactionsReturnType['transactions'] = []
const noYears: UseLatchTransactionsReturnType['transactionsByYear'] = {}

/**
 * The connected account's transactions on the active network, the first page fetched when it
 * mounts and again whenever the account or network changes; `fetchMore` appends the next page.
 * Another account's or network's transactions are never returned: while its own load, `loading`.
 *
 * @returns {@link UseLatchTransactionsReturnType}.
 * @example
 * function Activity() {
 *   const { transactions, hasMore, fetchMore } = useLatchTransactions()
 *   return (
 *     <>
 *       {transactions.map((tx) => <p key={tx.id}>{tx.metadata.operationType}</p>)}
 *       {hasMore ? <button onClick={fetchMore}>Load more</button> : null}
 *     </>
 *   )
 * }
 */
export function useLatchTransactions(): UseLatchTransactionsReturnType {
  const client = useLatchClient()
  const { caipAddress } = useLatchAccount()
  useEffect(() => {
    if (caipAddress) void client.fetchTransactions()
  }, [client, caipAddress])
  const state = useStore(
    client.stores.transactions,
    useShallow((store) => {
      if (store.caipAddress === caipAddress) return store
      return {
        transactions: noTransactions,
        transactionsByYear: noYears,
        next: undefined,
        loading: Boolean(caipAddress) && !store.error,
        empty: false,
        error: store.error,
      }
    }),
  )
  const fetchMore = useCallback(() => client.fetchTransactions({ more: true }), [client])
  return {
    transactions: state.transactions,
    transactionsByYear: state.transactionsByYear,
    loading: state.loading,
    empty: state.empty,
    error: state.error,
    hasMore: state.next !== undefined,
    fetchMore,
  }
}
