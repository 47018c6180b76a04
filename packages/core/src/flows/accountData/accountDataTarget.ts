import type { CaipAddress } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { getAccountData } from '../../data/createAccountData.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'

/** Whose data the Account view shows: the active namespace's account on its active network. */
export type AccountDataTarget = {
  address: string
  caipNetwork: CaipNetwork
  /** `namespace:reference:address` (spec §3), the key of every cache and store entry. */
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
export function once(context: LatchContext, key: string, task: () => Promise<void>): Promise<void> {
  const { inFlight } = getAccountData(context)
  const running = inFlight.get(key)
  if (running) return running
  const promise = task().finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}
