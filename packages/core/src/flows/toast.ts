import type { LatchContext } from '../client/context.js'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../constants.js'
import type { AlertType, Message, ToastLink, ToastVariant } from '../state/types.js'

function schedule(context: LatchContext, ms: number, run: () => void): void {
  const timer = setTimeout(() => {
    context.timers.delete(timer)
    run()
  }, ms)
  context.timers.add(timer)
}

/**
 * Shows a toast: a new toast while one is open closes it and shows after
 * 150 ms. Toasts close themselves after 2.5 s unless `autoClose` is false (loading toasts).
 *
 * @param parameters.message - What it says, as a catalogue key and values (toasts:
 *   `error.<name>`, whose English is quoted exactly); the views translate it.
 * @param parameters.variant - `success`, `error`, `loading` or `info`.
 * @param parameters.link - A link the toast offers (an explorer page); toasts with one stay open
 *   twice as long, so it can be reached.
 */
export function showToast(
  context: LatchContext,
  parameters: { message: Message; variant: ToastVariant; autoClose?: boolean; link?: ToastLink },
): void {
  const { toast } = context.stores
  const next = {
    link: undefined,
    ...parameters,
    open: true,
    autoClose: parameters.autoClose ?? parameters.variant !== 'loading',
  }
  const show = () => {
    toast.setState(next)
    if (next.autoClose) {
      schedule(context, TOAST_AUTO_CLOSE_MS * (next.link ? 2 : 1), () => {
        if (toast.getState() === next || toast.getState().message === next.message) {
          toast.setState({ open: false })
        }
      })
    }
  }
  // Only the newest toast may show: a delayed one from an earlier call is dropped.
  const turn = context.kernel.toasts.begin()
  if (toast.getState().open) {
    toast.setState({ open: false })
    schedule(context, TOAST_SWAP_DELAY_MS, () => {
      if (turn.isCurrent()) show()
    })
  } else {
    show()
  }
}

/** Closes the open toast, if any, and drops one still waiting to show. */
export function hideToast(context: LatchContext): void {
  context.kernel.toasts.cancel()
  context.stores.toast.setState({ open: false })
}

/**
 * Shows an alert once per type for the client's lifetime; later calls are ignored.
 * `message` is a catalogue key (`error.<name>`, the spec's English in `ErrorMessages`).
 */
export function showAlertOnce(
  context: LatchContext,
  parameters: { type: AlertType; message: Message; variant: 'warning' | 'error' },
): void {
  const { shownAlerts } = context.kernel
  if (shownAlerts.has(parameters.type)) return
  shownAlerts.add(parameters.type)
  context.stores.alert.setState({ ...parameters, open: true })
}
