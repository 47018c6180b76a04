import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { isViewAllowed, resolveCloseView, resolveOpenView } from '../rules/resolveOpenView.js'
import { getActiveChainState, getChainState } from '../state/chainStateAccess.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import type { RouterData, View } from '../state/types.js'
import { isMobile } from '../wallets/isMobile.js'

/** Parameters of {@link openModal}. */
export type OpenModalParameters = {
  /** Open on this view instead of the default. */
  view?: View
  /** Data for that view, e.g. `{ network }` for SwitchNetwork. */
  data?: RouterData
  /** Make this namespace active first ("If a namespace differs from the active one"). */
  namespace?: ChainNamespace
}

/** Whether the options and the remote features in force allow `view` (`isViewAllowed`). */
function isAllowed(context: LatchContext, view: View): boolean {
  return isViewAllowed(view, context.options, context.stores.wallets.getState().remoteFeatures)
}

/** Whether the active namespace has a connected account. */
export function isConnected(context: LatchContext): boolean {
  return Boolean(getActiveChainState(context.stores)?.accountState.address)
}

/**
 * Opens the modal. Resolves at once: nothing here waits on the network.
 * An explicit view the options turn off (`isViewAllowed`: Networks or UnsupportedChain without
 * network switching, Send without `features.send`…) falls back to the default view.
 * Features that start with the modal (the background WalletConnect pairing) watch the modal store
 * (`watchModalForWalletConnect`): this primitive imports no feature flow.
 */
export function openModal(
  context: LatchContext,
  parameters: OpenModalParameters = {},
): Promise<void> {
  const { stores } = context
  const { namespace } = parameters
  let view: View | undefined = parameters.view
  let data = parameters.data ?? {}
  if (namespace && namespace !== stores.chain.getState().activeNamespace) {
    const target = getChainState(stores, namespace)
    if (!target) {
      context.logger.notice(`No network found for namespace "${namespace}"`)
    } else if (target.accountState.address || !isConnected(context)) {
      setActiveNamespace(context, namespace)
    } else if (!view && target.networkState.caipNetwork) {
      // Spec §4: the switch to a namespace not connected, from one that is, is SwitchActiveChain;
      // its button connects a wallet of that namespace, which then becomes the active one.
      view = 'SwitchActiveChain'
      data = { network: target.networkState.caipNetwork }
    }
  }
  view = resolveOpenView({
    view: view && isAllowed(context, view) ? view : undefined,
    connected: isConnected(context),
    hasAdapters: context.adapters.size > 0,
    manualWCControl: context.options.manualWCControl,
    isMobile: isMobile(),
    walletsEnabled: context.options.enableWallets,
  })
  stores.router.setState({ view, history: [view], data })
  if (!stores.modal.getState().open) {
    stores.modal.setState({ open: true })
    context.events.emit('MODAL_OPEN', { connected: isConnected(context) })
  }
  return Promise.resolve()
}

/**
 * Closes the modal and resets the router. A connect attempt still waiting on the
 * wallet is abandoned, so the modal is usable again at once (a WalletConnect attempt too, by its
 * watcher). On the sign-in view, closing
 * is refused while sign-in is required and no session exists (flows pass `force` once they have
 * signed in or disconnected).
 *
 * @returns Whether the modal closed.
 */
export function closeModal(context: LatchContext, parameters: { force?: boolean } = {}): boolean {
  const { stores } = context
  const signInBlocks =
    stores.router.getState().view === 'SIWXSignMessage' &&
    Boolean(context.options.siwx?.getRequired?.()) &&
    stores.connection.getState().siwxSessions.length === 0
  if (signInBlocks && !parameters.force && stores.modal.getState().open) return false
  abandonConnectAttempt(context)
  const view = resolveCloseView({
    embedded: context.options.enableEmbedded,
    connected: isConnected(context),
  })
  stores.router.setState({ view, history: [view], data: {} })
  stores.connectors.setState({ filterByNamespace: undefined })
  if (stores.modal.getState().open) {
    stores.modal.setState({ open: false })
    context.events.emit('MODAL_CLOSE', { connected: isConnected(context) })
  }
  return true
}

/**
 * Pushes a view on the stack; a view the options turn off (`isViewAllowed`) is not
 * opened.
 */
export function pushView(context: LatchContext, view: View, data: RouterData = {}): void {
  if (!isAllowed(context, view)) {
    context.logger.warn(`Not opening ${view}: the options turn it off`)
    return
  }
  const { history } = context.stores.router.getState()
  context.stores.router.setState({ view, history: [...history, view], data })
}

/**
 * Goes back: pops history, closes on the last entry; from Connect while connected it
 * lands on Account. Leaving a connecting view abandons its attempt.
 */
export function goBack(context: LatchContext): void {
  const { router } = context.stores
  const { view, history } = router.getState()
  if (view === 'ConnectingExternal') abandonConnectAttempt(context)
  if (view === 'Connect' && isConnected(context)) {
    router.setState({ view: 'Account', history: ['Account'], data: {} })
    return
  }
  if (history.length <= 1) {
    closeModal(context)
    return
  }
  const previous = history.slice(0, -1)
  router.setState({ view: previous[previous.length - 1] as View, history: previous, data: {} })
}

/** Forgets the pending connect attempt, if any; its late result will be ignored. */
export function abandonConnectAttempt(context: LatchContext): void {
  const { connection } = context.stores
  const { connectAttempts } = context.kernel
  if (!connectAttempts.hasCurrent()) return
  connectAttempts.cancel()
  connection.setState({ status: isConnected(context) ? 'connected' : 'disconnected' })
}
