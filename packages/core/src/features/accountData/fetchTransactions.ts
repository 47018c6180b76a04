import type { LatchContext } from '../../client/context.js'
import { ErrorMessages } from '../../errors/messages.js'
import { showToast } from '../../flows/toast.js'
import { emptyTransactions } from '../../state/createStores.js'
import type { TransactionsStoreState } from '../../state/types.js'
import {
  type AccountDataTarget,
  getAccountDataTarget,
  isCurrentTarget,
  isFresh,
  markLoaded,
  once,
  withDeadline,
} from './accountDataTarget.js'
import type { AccountData } from './createAccountData.js'
import { resolveDataSource } from './resolveDataSource.js'
import {
  filterTransactions,
  groupTransactionsByYearMonth,
  mergeTransactions,
} from './transactionRules.js'

/**
 * The code a data source's error carries when the network's RPC cannot list activity at all (EVM:
 * no Otterscan `ots_` methods).
 */
export const ACTIVITY_UNAVAILABLE = 'ACTIVITY_UNAVAILABLE'

/** Networks whose RPC said it cannot list activity, so the failure is told once per page load. */
const unavailableNetworks = new Set<string>()

function isSameList(state: TransactionsStoreState, target: AccountDataTarget): boolean {
  return (
    state.caipAddress === target.caipAddress &&
    state.caipNetworkId === target.caipNetwork.caipNetworkId
  )
}

async function load(
  context: LatchContext,
  data: AccountData,
  target: AccountDataTarget,
  more: boolean,
): Promise<void> {
  const { transactions } = context.stores
  const before = transactions.getState()
  const cursor = more ? before.next : undefined
  const chosen = await resolveDataSource(context, data, 'activity', target.caipNetwork)
  if (!chosen?.source.getTransactions) {
    if (!isCurrentTarget(context, target)) return
    transactions.setState({
      ...emptyTransactions,
      caipAddress: target.caipAddress,
      caipNetworkId: target.caipNetwork.caipNetworkId,
      empty: true,
    })
    return
  }
  try {
    const { getTransactions } = chosen.source
    const page = await withDeadline((signal) =>
      getTransactions({ address: target.address, caipNetwork: target.caipNetwork, cursor, signal }),
    )
    if (!isCurrentTarget(context, target)) return
    const kept = filterTransactions(page.data, target.caipNetwork.caipNetworkId)
    const loaded =
      more && isSameList(transactions.getState(), target)
        ? transactions.getState().transactions
        : []
    const list = mergeTransactions(loaded, kept)
    transactions.setState({
      caipAddress: target.caipAddress,
      caipNetworkId: target.caipNetwork.caipNetworkId,
      transactions: list,
      transactionsByYear: groupTransactionsByYearMonth(list),
      next: page.next,
      loading: false,
      empty: list.length === 0,
      error: false,
    })
    if (!more) markLoaded(data, `activity/${target.caipAddress}`)
  } catch (error) {
    const { caipNetworkId } = target.caipNetwork
    // A network whose RPC cannot list activity at all (no Otterscan) is told once, not on every open.
    const unavailable = (error as { code?: unknown } | undefined)?.code === ACTIVITY_UNAVAILABLE
    const toldBefore = unavailable && unavailableNetworks.has(caipNetworkId)
    if (unavailable) unavailableNetworks.add(caipNetworkId)
    if (!toldBefore) {
      context.logger.warn(`Could not read the transactions on ${caipNetworkId}`, error)
      context.events.emit('ERROR_FETCH_TRANSACTIONS', {
        address: target.address,
        projectId: context.options.projectId,
        cursor,
        isSmartAccount: false,
      })
    }
    if (!isCurrentTarget(context, target)) return
    // Spec §4: on error the list is empty with no cursor.
    transactions.setState({
      ...emptyTransactions,
      caipAddress: target.caipAddress,
      caipNetworkId: target.caipNetwork.caipNetworkId,
      empty: true,
      error: true,
    })
    if (!toldBefore) {
      showToast(context, { message: { key: 'error.failedToFetchTransactions' }, variant: 'error' })
    }
  }
}

/**
 * Fills the Activity tab for the active account (spec §4 "Transactions"): the first page, or with
 * `more` the page after the loaded ones (by the store's `next` cursor; nothing when there is none).
 * Transactions whose transfers are all spam and those of another chain are dropped, the rest kept
 * newest first and grouped by year then month. On error the list is empty with no cursor, the
 * toast 'Failed to fetch transactions' shows and `ERROR_FETCH_TRANSACTIONS` is emitted (spec §7,
 * §8). Only eip155 has activity on the Blockchain API (spec §9); other namespaces use their
 * adapter's RPC source. Never rejects.
 */
export async function fetchTransactions(
  context: LatchContext,
  data: AccountData,
  { more = false }: { more?: boolean } = {},
): Promise<void> {
  const target = getAccountDataTarget(context)
  if (!target) {
    context.logger.debug(ErrorMessages.transactionsNeedAccount)
    return
  }
  const { transactions } = context.stores
  const state = transactions.getState()
  const loaded = isSameList(state, target) && !state.error && !state.loading
  if (!more && loaded && isFresh(data, `activity/${target.caipAddress}`)) return
  if (more && (!isSameList(state, target) || !state.next)) return
  if (!more && !isSameList(state, target)) {
    transactions.setState({
      ...emptyTransactions,
      caipAddress: target.caipAddress,
      caipNetworkId: target.caipNetwork.caipNetworkId,
      loading: true,
    })
  } else {
    transactions.setState({ loading: true, error: false })
  }
  const key = `activity/${target.caipAddress}/${more ? state.next : ''}`
  await once(data, key, () => load(context, data, target, more))
}
