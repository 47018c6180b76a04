import type { LatchContext } from '../client/context.js'
import { isConnected } from './modal.js'
import {
  abandonWalletConnect,
  connectWalletConnect,
  leaveWalletConnectView,
} from './walletConnect.js'

/**
 * The WalletConnect side of the modal's life (spec §2, §4): when the modal opens and nothing is
 * connected, restoring or live, the pairing URI is prepared — at once when the opening view is
 * ConnectingWalletConnectBasic (it shows the URI), otherwise in the background after the dialog's
 * first paint, so the QR code is ready when the user picks WalletConnect; when the user leaves
 * ConnectingWalletConnectBasic (Back, another view), a picked attempt leaves 'connecting' and forgets
 * its wallet; when the modal closes, the attempt is abandoned. With `manualWCControl` (spec §2) nothing starts: the integrator calls
 * `connectWalletConnect()` and the opening view (ConnectingWalletConnectBasic) shows its URI. With
 * `enableWallets: false` (spec §3) the client has no WalletConnect session: nothing is paired. It
 * watches the modal store, so the modal primitives import no feature flow.
 *
 * @returns Stops watching.
 */
export function watchModalForWalletConnect(context: LatchContext): () => void {
  const unsubscribeRouter = context.stores.router.subscribe((state, previous) => {
    if (previous.view === 'ConnectingWalletConnectBasic' && state.view !== previous.view)
      leaveWalletConnectView(context)
  })
  const unsubscribeModal = context.stores.modal.subscribe((state, previous) => {
    if (state.open === previous.open) return
    if (!state.open) {
      abandonWalletConnect(context)
      return
    }
    const restoring = context.stores.connection.getState().status === 'connecting'
    // Never while a stored session is being restored, nor over a live one: connect() would end it.
    if (
      !context.walletConnect ||
      context.options.manualWCControl ||
      isConnected(context) ||
      restoring ||
      context.walletConnect.getSession()
    ) {
      return
    }
    if (context.stores.router.getState().view === 'ConnectingWalletConnectBasic') {
      void connectWalletConnect(context)
    } else {
      prepareWalletConnectAfterPaint(context)
    }
  })
  return () => {
    unsubscribeRouter()
    unsubscribeModal()
  }
}

/** The longest the background WalletConnect attempt waits for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 50

/**
 * Starts the background WalletConnect attempt once the dialog is on screen and the page is idle
 * (`requestIdleCallback`, at most 50 ms after the frame; a timer where there is none), unless by
 * then the modal closed, a wallet connected, or the attempt counter moved on (the client was
 * destroyed). Loading the client and making keys would otherwise delay the dialog's first frames;
 * picking WalletConnect before then starts the attempt at once.
 */
function prepareWalletConnectAfterPaint(context: LatchContext): void {
  const attempt = context.walletConnectAttempt.current
  const prepare = () => {
    if (context.walletConnectAttempt.current !== attempt) return
    if (!context.stores.modal.getState().open || isConnected(context)) return
    if (context.walletConnect?.getSession()) return
    void connectWalletConnect(context, { showView: false })
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(prepare, { timeout: IDLE_TIMEOUT_MS })
      return
    }
    const timer = setTimeout(() => {
      context.timers.delete(timer)
      prepare()
    }, 0)
    context.timers.add(timer)
  }
  // Two frames: the one the dialog is rendered for, then the one it is painted in.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(whenIdle))
  else whenIdle()
}
