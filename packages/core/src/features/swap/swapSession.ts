import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AdapterTransaction } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { type Latest, type LatestTurn, latest } from '../../client/latest.js'
import { LatchError } from '../../errors/base.js'
import { ErrorMessages } from '../../errors/messages.js'
import type { CaipNetwork } from '../../networks/types.js'
import { initialSwapState, type SwapState } from './swapState.js'
import type { SwapSource } from './types.js'

/** One Swap controller's store and the work it has in flight (not public). */
export type SwapSession = {
  readonly context: LatchContext
  readonly store: StoreApi<SwapState>
  /** The source, network and account of the loaded tokens; set by `load`. */
  source: SwapSource | undefined
  caipNetwork: CaipNetwork | undefined
  userAddress: string | undefined
  /**
   * "Latest wins" for loads, forms (each form change and its quote) and previews: every reset and
   * newer one makes an older answer stale, so it is dropped.
   */
  readonly loads: Latest
  readonly forms: Latest
  readonly previews: Latest
  /**
   * The current form's turn: the wallet actions guard with it (a form change or reset while one
   * runs forgets its outcome).
   */
  formTurn: LatestTurn
  /** The pending debounced quote. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  /** The swap transaction of the ready preview: what "Swap" sends, as simulated. */
  swapTransaction: AdapterTransaction | undefined
  /** With `approvalInBatch`: the approval the ready preview simulated, sent with the swap. */
  approveTransaction: AdapterTransaction | undefined
  /**
   * Whether the wallet runs atomic batches, per connector, CAIP-10 account and account type
   * (`canBatchApproval`): asked once per connection; emptied at disconnect.
   */
  readonly atomicBatching: Map<string, Promise<boolean>>
  /** When the shown quote arrived (ms since the epoch); a review of an older one quotes again. */
  quotedAt: number | undefined
  /** The amount is the native balance Max set: the first preview lowers it by the fee. */
  maxNative: boolean
  /** Merges `patch` and derives `canApprove`, `canReview`, `canSwap`. */
  update(patch: Partial<SwapState>): void
  /** Back to the initial state; drops the pending quote and every answer in flight. */
  reset(): void
}

/** Creates a Swap controller's session. */
export function createSwapSession(context: LatchContext): SwapSession {
  const store = createStore<SwapState>()(initialSwapState)
  const forms = latest()
  const session: SwapSession = {
    context,
    store,
    source: undefined,
    caipNetwork: undefined,
    userAddress: undefined,
    loads: latest(),
    forms,
    previews: latest(),
    formTurn: forms.begin(),
    quoteTimer: undefined,
    swapTransaction: undefined,
    approveTransaction: undefined,
    atomicBatching: new Map(),
    quotedAt: undefined,
    maxNative: false,
    update(patch) {
      const next = { ...store.getState(), ...patch }
      const idle = next.pending === undefined
      const quoted = next.quoteStatus === 'ready' && next.quote !== undefined
      const simulation = next.preview?.simulation.status
      const checked = next.swapCheck === undefined
      store.setState({
        ...next,
        canApprove: idle && quoted && next.needsApproval && checked,
        canReview: idle && quoted && next.step === 'form' && next.formError === undefined,
        canSwap:
          idle &&
          quoted &&
          next.step === 'review' &&
          !next.needsApproval &&
          next.previewStatus === 'ready' &&
          simulation !== 'reverted' &&
          checked,
      })
    },
    reset() {
      session.loads.cancel()
      session.forms.cancel()
      session.previews.cancel()
      cancelQuoteTimer(session)
      session.source = undefined
      session.caipNetwork = undefined
      session.userAddress = undefined
      session.swapTransaction = undefined
      session.approveTransaction = undefined
      store.setState(initialSwapState(), true)
    },
  }
  return session
}

/** Clears the pending debounced quote. */
export function cancelQuoteTimer(session: SwapSession): void {
  if (session.quoteTimer === undefined) return
  clearTimeout(session.quoteTimer)
  session.context.timers.delete(session.quoteTimer)
  session.quoteTimer = undefined
}

/**
 * Ends a wallet action that threw: `actionError` becomes `signatureDeclined` for
 * `submitTransaction`'s 'Signature declined' (it has toasted it), else `failed` (logged).
 */
export function failSwapAction(
  session: SwapSession,
  error: unknown,
  failed: 'approveFailed' | 'swapFailed',
): void {
  const declined =
    error instanceof LatchError && error.shortMessage === ErrorMessages.signatureDeclined
  if (!declined) session.context.logger.warn(`Swap: ${failed}`, error)
  session.update({ pending: undefined, actionError: declined ? 'signatureDeclined' : failed })
}
