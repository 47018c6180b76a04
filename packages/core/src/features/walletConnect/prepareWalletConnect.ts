import type { LatchContext } from '../../client/context.js'
import { isConnected } from '../../flows/modal.js'
import type { WalletConnectAttempts } from './featureTypes.js'
import { connectWalletConnect } from './walletConnectFlows.js'

/** The longest the background WalletConnect attempt waits for an idle moment, in ms. */
const IDLE_TIMEOUT_MS = 50

/**
 * The modal opened and nothing is connected: prepares the pairing URI — at once when
 * the opening view is ConnectingWalletConnectBasic (it shows the URI), otherwise in the background
 * after the dialog's first paint, so the QR code is ready when the user picks WalletConnect.
 * Nothing while the modal is closed again, a wallet is connected or a WalletConnect session is live
 * (connecting would end it).
 */
export function prepareWalletConnect(context: LatchContext, wc: WalletConnectAttempts): void {
  if (!context.stores.modal.getState().open || isConnected(context) || wc.session.getSession())
    return
  if (context.stores.router.getState().view === 'ConnectingWalletConnectBasic') {
    void connectWalletConnect(context, wc)
  } else {
    prepareAfterPaint(context, wc)
  }
}

/**
 * Starts the background WalletConnect attempt once the dialog is on screen and the page is idle
 * (`requestIdleCallback`, at most 50 ms after the frame; a timer where there is none), unless by
 * then the modal closed, a wallet connected, or another attempt began (or the client was
 * destroyed). Loading the client and making keys would otherwise delay the dialog's first frames;
 * picking WalletConnect before then starts the attempt at once.
 */
function prepareAfterPaint(context: LatchContext, wc: WalletConnectAttempts): void {
  const turn = wc.preparing.begin()
  const prepare = () => {
    if (!turn.isCurrent()) return
    if (!context.stores.modal.getState().open || isConnected(context)) return
    if (wc.session.getSession()) return
    void connectWalletConnect(context, wc, { showView: false })
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
