import type { LatchContext } from '../../client/context.js'
import type { View } from '../../state/types.js'

/**
 * Calls `leave` when the user leaves `views` (Back, Close, a view outside them), so what runs
 * there is abandoned.
 * @returns Stops watching.
 */
export function watchViewExit(
  context: LatchContext,
  views: readonly View[],
  leave: () => void,
): () => void {
  const { modal, router } = context.stores
  const unsubscribeModal = modal.subscribe((state, previous) => {
    if (previous.open && !state.open) leave()
  })
  const unsubscribeRouter = router.subscribe((state, previous) => {
    if (views.includes(previous.view) && !views.includes(state.view)) leave()
  })
  return () => {
    unsubscribeModal()
    unsubscribeRouter()
  }
}

/**
 * When the user leaves `views` while the frame is waiting for them there (`isPending`): hides the
 * secure frame and calls `reject` (the frame's pending requests are refused with 4001).
 * @returns Stops watching.
 */
export function watchFrameExit(
  context: LatchContext,
  views: readonly View[],
  parameters: { isPending(): boolean; reject(): void },
): () => void {
  return watchViewExit(context, views, () => {
    if (!parameters.isPending()) return
    context.stores.auth.setState({ frameVisible: false })
    parameters.reject()
  })
}
