import type { LatchContext } from '../../client/context.js'
import { LatchError } from '../../errors/base.js'
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

/** What a list is of: the account's activity, or with `onramp` its purchases through that provider. */
type ListTarget = AccountDataTarget & { onramp?: string | undefined }

function isSameList(state: TransactionsStoreState, target: ListTarget): boolean {
  return (
    state.caipAddress === target.caipAddress &&
    state.caipNetworkId === target.caipNetwork.caipNetworkId &&
    state.onramp === target.onramp
  )
}

/** The store's fields naming `target`'s list. */
const listOf = ({ caipAddress, caipNetwork, onramp }: ListTarget) => ({
  caipAddress,
  caipNetworkId: caipNetwork.caipNetworkId,
  onramp,
})

async function load(
  context: LatchContext,
  data: AccountData,
  target: ListTarget,
  more: boolean,
): Promise<void> {
  const { transactions } = context.stores
  const before = transactions.getState()
  const cursor = more ? before.next : undefined
  const { onramp } = target
  const chosen = await resolveDataSource(context, data, 'activity', target.caipNetwork)
  // Only the hosted API knows on-ramp purchases: no RPC source is asked for them.
  if (!chosen?.source.getTransactions || (onramp && !chosen.hosted)) {
    if (!isCurrentTarget(context, target)) return
    transactions.setState({ ...emptyTransactions, ...listOf(target), empty: true })
    return
  }
  try {
    const { getTransactions } = chosen.source
    const { address, caipNetwork } = target
    const page = await withDeadline((signal) =>
      getTransactions({ address, caipNetwork, cursor, onramp, signal }),
    )
    if (!isCurrentTarget(context, target)) return
    const kept = filterTransactions(page.data, target.caipNetwork.caipNetworkId)
    const loaded =
      more && isSameList(transactions.getState(), target)
        ? transactions.getState().transactions
        : []
    const list = mergeTransactions(loaded, kept)
    transactions.setState({
      ...listOf(target),
      transactions: list,
      transactionsByYear: groupTransactionsByYearMonth(list),
      next: page.next,
      loading: false,
      empty: list.length === 0,
      error: false,
    })
    if (!more) markLoaded(data, listKey(target))
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
    transactions.setState({ ...emptyTransactions, ...listOf(target), empty: true, error: true })
    if (!toldBefore) {
      showToast(context, { message: { key: 'error.failedToFetchTransactions' }, variant: 'error' })
    }
  }
}

/** The freshness key of `target`'s list: `activity/{caipAddress}`, or `activity/{onramp}/…`. */
const listKey = ({ caipAddress, onramp }: ListTarget) =>
  `activity/${onramp ? `${onramp}/` : ''}${caipAddress}`

/**
 * Fills the Activity tab for the active account: the first page, or with
 * `more` the page after the loaded ones (by the store's `next` cursor; nothing when there is none).
 * Transactions whose transfers are all spam and those of another chain are dropped, the rest kept
 * newest first and grouped by year then month. On error the list is empty with no cursor, the
 * toast 'Failed to fetch transactions' shows and `ERROR_FETCH_TRANSACTIONS` is emitted. Only
 * eip155 has activity on the Blockchain API; other namespaces use their adapter's RPC source.
 *
 * @param parameters.onramp - An on-ramp provider (`'coinbase'`): list the account's purchases
 *   through it instead (the history request's `onramp`, fetched with `cache: 'no-cache'` for
 *   coinbase); the store's `onramp` says which list it holds. Only the Blockchain API has them:
 *   without it the list is empty.
 * @throws {LatchError} "Transactions can't be fetched without an accountAddress"
 *   when no account is connected; any other failure is told as above, never thrown.
 */
export async function fetchTransactions(
  context: LatchContext,
  data: AccountData,
  { more = false, onramp }: { more?: boolean; onramp?: string | undefined } = {},
): Promise<void> {
  const account = getAccountDataTarget(context)
  if (!account) throw new LatchError(ErrorMessages.transactionsNeedAccount)
  const target: ListTarget = { ...account, onramp }
  const { transactions } = context.stores
  const state = transactions.getState()
  const loaded = isSameList(state, target) && !state.error && !state.loading
  if (!more && loaded && isFresh(data, listKey(target))) return
  if (more && (!isSameList(state, target) || !state.next)) return
  if (!more && !isSameList(state, target)) {
    transactions.setState({ ...emptyTransactions, ...listOf(target), loading: true })
  } else {
    transactions.setState({ loading: true, error: false })
  }
  const key = `${listKey(target)}/${more ? state.next : ''}`
  await once(data, key, () => load(context, data, target, more))
}
