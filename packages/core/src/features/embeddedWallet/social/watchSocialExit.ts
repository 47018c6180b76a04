import type { LatchContext } from '../../../client/context.js'

/**
 * Calls `leave` when the user leaves ConnectingSocial (Back, Close, another view), so the running
 * social login is abandoned.
 * @returns Stops watching.
 */
export function watchSocialExit(context: LatchContext, leave: () => void): () => void {
  const { modal, router } = context.stores
  const unsubscribeModal = modal.subscribe((state, previous) => {
    if (previous.open && !state.open) leave()
  })
  const unsubscribeRouter = router.subscribe((state, previous) => {
    if (previous.view === 'ConnectingSocial' && state.view !== 'ConnectingSocial') leave()
  })
  return () => {
    unsubscribeModal()
    unsubscribeRouter()
  }
}
