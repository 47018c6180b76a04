import type { LatchContext } from '../client/context.js'
import { emptyAccountData, emptyTransactions } from '../state/createStores.js'

/**
 * Forgets the Account view's data after a full disconnect (spec §4: resetting clears transactions):
 * the token and NFT lists, the transactions and the caches, so nothing of the last account shows or
 * stays in memory.
 */
export function resetAccountData(context: LatchContext): void {
  const { stores, accountData } = context
  stores.accountData.setState({
    ...emptyAccountData,
    currentTab: stores.accountData.getState().currentTab,
  })
  stores.transactions.setState(emptyTransactions)
  accountData?.balances.clear()
  accountData?.identities.clear()
  accountData?.loadedAt.clear()
}
