import type { CaipNetworkId } from '../../caip/types.js'
import type { Transaction } from '../../data/types.js'
import type { TransactionsByMonth } from '../../state/types.js'

/**
 * "Transactions": drops those whose transfers are all NFTs flagged as spam, and those of
 * another chain than `caipNetworkId` (a transaction that names no chain is kept: the source was
 * asked for this chain). A transaction without transfers is kept.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: CaipNetworkId,
): Transaction[] {
  return transactions.filter((transaction) => {
    const { transfers, metadata } = transaction
    const allSpam =
      transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam)
    return !allSpam && (metadata.chain === undefined || metadata.chain === caipNetworkId)
  })
}

/**
 * Appends a page to the loaded transactions: a transaction already loaded (same `id`) is not listed
 * twice, and the result is newest first by `minedAt`.
 */
export function mergeTransactions(
  loaded: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const seen = new Set(loaded.map((transaction) => transaction.id))
  const merged = [...loaded, ...page.filter((transaction) => !seen.has(transaction.id))]
  return merged
    .map((transaction, index) => ({
      transaction,
      index,
      at: Date.parse(transaction.metadata.minedAt),
    }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ transaction }) => transaction)
}

/**
 * Transaction store: groups transactions by year, then month (0 = January, in UTC), each
 * month newest first (the input's order is kept within a month).
 */
export function groupTransactionsByYearMonth(
  transactions: readonly Transaction[],
): Record<number, TransactionsByMonth> {
  const groups: Record<number, Record<number, Transaction[]>> = {}
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth()
    const months = groups[year] ?? {}
    groups[year] = months
    const list = months[month] ?? []
    months[month] = list
    list.push(transaction)
  }
  return groups
}
