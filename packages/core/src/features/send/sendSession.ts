import { createStore, type StoreApi } from 'zustand/vanilla'
import type { LatchContext } from '../../client/context.js'
import { type Latest, latest } from '../../client/latest.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import { initialSendState, type SendState } from './sendState.js'

/** One Send controller's store and the work it has in flight (not public). */
export type SendSession = {
  readonly context: LatchContext
  readonly store: StoreApi<SendState>
  /**
   * "Latest wins" for Max, review and send: every edit and reset makes the answers in flight
   * stale, so a review whose answer arrives after a newer edit is dropped.
   */
  readonly runs: Latest
  /** Applies an edit of the form (`patch`): back to the form step, no error, no review. */
  edited(patch: Partial<SendState>): void
  /** Back to the initial state; drops every answer in flight. */
  reset(): void
}

/** Creates a Send controller's session. */
export function createSendSession(context: LatchContext): SendSession {
  const store = createStore<SendState>()(() => initialSendState)
  const runs = latest()
  return {
    context,
    store,
    runs,
    edited(patch) {
      runs.cancel()
      store.setState({
        ...patch,
        step: 'form',
        status: 'idle',
        error: undefined,
        review: undefined,
      })
    },
    reset() {
      runs.cancel()
      store.setState(initialSendState, true)
    },
  }
}

/** The active account's address and network, when both are known. */
export function getSendAccount(
  context: LatchContext,
): { address: string; caipNetwork: CaipNetwork } | undefined {
  const chain = getActiveChainState(context.stores)
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  return address && caipNetwork ? { address, caipNetwork } : undefined
}
