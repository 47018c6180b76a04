import { ErrorMessages, type Transaction } from '@latch/core'
import type { LatchClientInternal, TransactionsByMonth } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'
import { useLatchAccount } from './useLatchAccount.js'

/** What {@link useLatchTransactions} returns: the active account's activity. */
export type UseLatchTransactionsReturnType = {
  /** Newest first. */
  transactions: readonly Transaction[]
  /** The same by year, then month (0 = January). */
  transactionsByYear: Readonly<Partial<Record<number, TransactionsByMonth>>>
  /** Whether a page is being fetched (the first or the next). */
  loading: boolean
  /** Whether the first page came back with nothing. */
  empty: boolean
  /** Whether the last fetch failed ('Failed to fetch transactions'). */
  error: boolean
  /** Whether another page exists. */
  hasMore: boolean
  /** Fetches the next page. */
  fetchMore(): Promise<void>
}

/**
 * `client.fetchTransactions(parameters)` for the Activity tab: its one rejection, no account (a
 * disconnect while it loads), is ignored, since the stores already show that state.
 * @throws Any other rejection, passed on (fetchTransactions tells its failures in the store).
 */
export function fetchActivity(
  client: LatchClientInternal,
  ...parameters: [{ more: boolean }?]
): Promise<void> {
  return client.fetchTransactions(...parameters).catch((error: unknown) => {
    if (
      (error as { shortMessage?: unknown })?.shortMessage !== ErrorMessages.transactionsNeedAccount
    ) {
      throw error
    }
  })
}

const noTransactions: UseLatchTransactionsReturnType['transactions'] = []
const noYears: UseLatchTransactionsReturnType['transactionsByYear'] = {}

/**
 * The connected account's transactions on the active network, the first page fetched when it
 * mounts and again whenever the account or network changes; `fetchMore` appends the next page.
 * Another account's or network's transactions, or an on-ramp provider's purchases, are never
 * returned: while its own load, `loading`. A disconnect while a page loads rejects nothing.
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
    if (caipAddress) void fetchActivity(client)
  }, [client, caipAddress])
  const state = useStore(
    client.stores.transactions,
    useShallow((store) => {
      // An on-ramp provider's purchases (`onramp` set) are another list, never the Activity.
      if (store.caipAddress === caipAddress && !store.onramp) return store
      const error = !store.onramp && store.error
      return {
        transactions: noTransactions,
        transactionsByYear: noYears,
        next: undefined,
        loading: Boolean(caipAddress) && !error,
        empty: false,
        error,
      }
    }),
  )
  const fetchMore = useCallback(() => fetchActivity(client, { more: true }), [client])
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
