import type { LatchContext } from '../../client/context.js'
import { closeModal, openModal, pushView } from '../../flows/modal.js'
import { syncBalance } from '../../flows/syncBalance.js'

/**
 * Shows the secure frame for the user to approve ("ApproveTransaction opens (or is
 * redirected to) when an unsafe signing request arrives from the embedded wallet"): opens the modal
 * on ApproveTransaction, or pushes it on the views already open.
 */
export function showApproval(context: LatchContext): void {
  const { stores } = context
  stores.auth.setState({ frameVisible: true })
  if (!stores.modal.getState().open) {
    void openModal(context, { view: 'ApproveTransaction' })
  } else if (stores.router.getState().view !== 'ApproveTransaction') {
    pushView(context, 'ApproveTransaction')
  }
}

/**
 * "Embedded wallet requests": once no request waits any more, hides the frame; after a
 * success the balance is refreshed; then ApproveTransaction is popped when views lie under it, or
 * the modal closes when it was the only one.
 */
export function settleApproval(context: LatchContext, parameters: { success: boolean }): void {
  const { stores } = context
  stores.auth.setState({ frameVisible: false })
  if (parameters.success) void syncBalance(context, 'eip155', { quiet: true })
  const { view, history } = stores.router.getState()
  if (view !== 'ApproveTransaction' || !stores.modal.getState().open) return
  if (history.length > 1) {
    const previous = history.slice(0, -1)
    stores.router.setState({ view: previous[previous.length - 1] ?? 'Account', history: previous })
  } else {
    closeModal(context)
  }
}

/**
 * Calls `reject` when the user leaves the approval without answering in the frame (closing
 * with an empty stack rejects pending requests): the modal closes, or the view leaves
 * ApproveTransaction (Back), while `isPending()`.
 * @returns Stops watching.
 */
export function watchApprovalExit(
  context: LatchContext,
  parameters: { isPending(): boolean; reject(): void },
): () => void {
  const { stores } = context
  const unsubscribeModal = stores.modal.subscribe((state, previous) => {
    if (previous.open && !state.open && parameters.isPending()) parameters.reject()
  })
  const unsubscribeRouter = stores.router.subscribe((state, previous) => {
    if (
      previous.view === 'ApproveTransaction' &&
      state.view !== 'ApproveTransaction' &&
      !state.history.includes('ApproveTransaction') &&
      parameters.isPending()
    ) {
      parameters.reject()
    }
  })
  return () => {
    unsubscribeModal()
    unsubscribeRouter()
  }
}
