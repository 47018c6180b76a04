import type { Transaction } from '@latch/core'
import type { TransactionsStoreState } from '@latch/core/internal'

/** One row of the Activity list: a transaction, and the headings that start before it. */
export type ActivityRow = {
  transaction: Transaction
  /** Set on the first row of a year. */
  year?: number | undefined
  /** Set on the first row of a month: its year and month (0 = January). */
  month?: { year: number; month: number } | undefined
}

const newestFirst = (keys: string[]) => keys.map(Number).sort((a, b) => b - a)

/**
 * Flattens core's transactions by year, then month, into rows, newest year and month first, each
 * year and month heading carried by its first row (so a virtualized list keeps one row per item).
 */
export function toActivityRows(
  transactionsByYear: TransactionsStoreState['transactionsByYear'],
): ActivityRow[] {
  const rows: ActivityRow[] = []
  for (const year of newestFirst(Object.keys(transactionsByYear))) {
    const months = transactionsByYear[year] ?? {}
    let firstOfYear = true
    for (const month of newestFirst(Object.keys(months))) {
      for (const [index, transaction] of (months[month] ?? []).entries()) {
        rows.push({
          transaction,
          year: firstOfYear ? year : undefined,
          month: index === 0 ? { year, month } : undefined,
        })
        firstOfYear = false
      }
    }
  }
  return rows
}
