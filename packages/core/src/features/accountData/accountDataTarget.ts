import type { CaipAddress } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { LatchError } from '../../errors/base.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import type { AccountData } from './createAccountData.js'

/** Whose data the Account view shows: the active namespace's account on its active network. */
export type AccountDataTarget = {
  address: string
  caipNetwork: CaipNetwork
  /** `namespace:reference:address`, the key of every cache and store entry. */
  caipAddress: CaipAddress
}

/** The active account and network, or `undefined` when nobody is connected. */
export function getAccountDataTarget(context: LatchContext): AccountDataTarget | undefined {
  const chain = getActiveChainState(context.stores)
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  if (!address || !caipNetwork) return undefined
  return { address, caipNetwork, caipAddress: `${caipNetwork.caipNetworkId}:${address}` }
}

/** Whether `target` is still what the Account view shows (the answer is not stale). */
export function isCurrentTarget(context: LatchContext, target: AccountDataTarget): boolean {
  return getAccountDataTarget(context)?.caipAddress === target.caipAddress
}

/**
 * Runs `task` once per `key` at a time: a second ask while the first runs gets the same promise
 * (so opening the Account view twice makes one request).
 */
export function once(
  { inFlight }: AccountData,
  key: string,
  task: () => Promise<void>,
): Promise<void> {
  const running = inFlight.get(key)
  if (running) return running
  const promise = task().finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

/** How long one data fetch may take in all (several RPC calls, metadata): then it fails. */
export const DATA_DEADLINE_MS = 30_000

/**
 * Runs `task` with a signal that aborts after {@link DATA_DEADLINE_MS}, and rejects then even when
 * the source ignores the signal, so no list spins forever.
 * @throws {LatchError} 'The request timed out' after the deadline; the task's own error otherwise.
 */
export function withDeadline<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new LatchError('The request timed out')),
    DATA_DEADLINE_MS,
  )
  return new Promise<T>((resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    })
    task(controller.signal).then(resolve, reject)
  }).finally(() => clearTimeout(timer))
}

/**
 * How long a loaded list stays fresh (30 s), the same as balances: applied to the Activity and
 * NFT lists.
 */
export const LIST_FRESH_MS = 30_000

/** Whether the list `key` (`activity/{caipAddress}`) was loaded under 30 s ago. */
export function isFresh({ loadedAt }: AccountData, key: string): boolean {
  const at = loadedAt.get(key)
  return at !== undefined && Date.now() - at < LIST_FRESH_MS
}

/** Records that the list `key` was just loaded. */
export function markLoaded({ loadedAt }: AccountData, key: string): void {
  loadedAt.set(key, Date.now())
}
