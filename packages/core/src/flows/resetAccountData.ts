import type { LatchContext } from '../client/context.js'
import { emptyAccountData, emptyTransactions } from '../state/createStores.js'

/**
 * Forgets the Account view's data after a full disconnect (resetting clears transactions):
 * the token and NFT lists, the transactions and the caches, so nothing of the last account shows or
 * stays in memory; and the wallet features' forms (full disconnect resets the send flow)
 * and the pending transactions.
 */
export function resetAccountData(context: LatchContext): void {
  const { stores } = context
  stores.accountData.setState({
    ...emptyAccountData,
    currentTab: stores.accountData.getState().currentTab,
  })
  stores.transactions.setState(emptyTransactions)
  stores.pendingTransactions.setState({ pending: [] })
  context.features.reset()
}
