import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import type { LatestTurn } from '../../client/latest.js'
import { isUserRejectedError } from '../../errors/rpc.js'
import { clearNamespace } from '../../flows/clearNamespace.js'
import { closeModal } from '../../flows/modal.js'
import { reportError } from '../../flows/reportError.js'
import { syncAccount } from '../../flows/syncAccount.js'
import { isTelegram } from '../../platform/isTelegram.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { authenticateWithWalletConnect } from './authenticateWithWalletConnect.js'
import { anyConnected, endPick, pickWalletConnect, releasePick } from './connectionState.js'
import {
  WALLETCONNECT_CONNECTOR_ID,
  walletConnectConnector,
  walletConnectEntry,
} from './connector.js'
import { PAIRING_EXPIRED_WITHIN_MS } from './constants.js'
import type { ConnectWalletConnectParameters, WalletConnectAttempts } from './featureTypes.js'
import { finalizeWalletConnect } from './finalizeWalletConnect.js'
import { isIosSafari } from './isIosSafari.js'
import { isPairingExpired } from './isPairingExpired.js'
import { resetWalletConnect, walletConnectNamespaces } from './resetWalletConnect.js'
import { sessionAccount } from './sessionAccount.js'
import { shouldReusePairing } from './shouldReusePairing.js'
import { toProposalNamespaces } from './toProposalNamespaces.js'
import type { WalletConnectNamespaces, WalletConnectSession } from './types.js'

/** How long the relay may take to give a pairing URI before the attempt fails (ms). */
export const WALLETCONNECT_URI_TIMEOUT_MS = 10_000

/**
 * What to ask the wallet for: every requested network of each namespace an adapter serves; with no
 * adapter at all (WalletConnect needs none), of every namespace with networks.
 */
function requestedNamespaces(context: LatchContext): WalletConnectNamespaces {
  const namespaces: ChainNamespace[] =
    context.adapters.size > 0
      ? [...context.adapters.keys()]
      : (Object.keys(context.stores.chain.getState().chains) as ChainNamespace[])
  return toProposalNamespaces(
    namespaces.map((namespace) => ({
      namespace,
      networks: getChainState(context.stores, namespace)?.networkState.requestedCaipNetworks ?? [],
    })),
  )
}

/**
 * Connects through WalletConnect: shows ConnectingWalletConnectBasic with the
 * pairing URI (for the QR code and "Copy link"; on Telegram or iOS Safari an unexpired URI is
 * reused), waits for the wallet to approve, then connects every namespace of the session through
 * its adapter, stores the deep link and recent wallet, emits CONNECT_SUCCESS (method 'mobile' or
 * 'qrcode') and closes. A URI about to expire (within 10 s of its 4 minutes) is replaced by a
 * fresh one while the modal is open. Failures set `wcError` (the view offers a retry).
 *
 * Opening the modal starts an attempt without showing the view (`showView: false`), as AppKit
 * does, so the QR code is ready when the user picks WalletConnect; picking it joins that attempt.
 *
 * @returns `true` when connected. Never rejects.
 */
export function connectWalletConnect(
  context: LatchContext,
  wc: WalletConnectAttempts,
  parameters: ConnectWalletConnectParameters = {},
): Promise<boolean> {
  const { stores } = context
  if (parameters.showView !== false) pickWalletConnect(context, parameters.wallet)
  const { wcUri, wcPairingExpiry, wcError } = stores.connection.getState()
  const { pending } = wc
  const fresh = !isPairingExpired(wcPairingExpiry, Date.now())
  if (pending && !wcError && !parameters.retry && (!wcUri || fresh)) return pending
  const reuse = shouldReusePairing({
    isTelegram: isTelegram(),
    isIosSafari: isIosSafari(),
    uri: wcUri,
    expiry: wcPairingExpiry,
    now: Date.now(),
  })
  if (pending && reuse && !parameters.retry) return pending
  const turn = wc.attempts.begin()
  wc.preparing.cancel()
  const run = attemptWalletConnect(context, wc, turn).finally(() => {
    if (turn.isCurrent()) wc.pending = undefined
  })
  wc.pending = run
  return run
}

async function attemptWalletConnect(
  context: LatchContext,
  wc: WalletConnectAttempts,
  turn: LatestTurn,
): Promise<boolean> {
  const { stores } = context
  const isCurrent = () => turn.isCurrent()
  stores.connection.setState({
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcError: false,
    wcErrorReason: undefined,
  })
  failWithoutUri(context, wc, turn)
  try {
    const namespaces = requestedNamespaces(context)
    const onUri = (uri: string, expiry: number) => {
      if (!isCurrent()) return
      stores.connection.setState({ wcUri: uri, wcPairingExpiry: expiry })
      scheduleRefresh(context, wc, turn, expiry)
    }
    // Spec §4: with sign-in on and a single eip155 namespace, one-click auth signs in while
    // connecting; its session is stored before the account is, so no second prompt follows.
    const oneClick =
      context.options.siwx && Object.keys(namespaces).length === 1 && namespaces.eip155
    const session = oneClick
      ? await authenticateWithWalletConnect(context, wc.session, namespaces, onUri, isCurrent)
      : await wc.session.connect({ namespaces, onUri })
    if (!isCurrent()) {
      // Approved after the user walked away (closed the modal): end that session, don't keep it.
      await wc.session.disconnect(session.topic).catch(() => undefined)
      return false
    }
    return await adoptSession(context, session, isCurrent)
  } catch (error) {
    if (!isCurrent()) return false
    // An unreachable relay is the network's fault, not Latch's: the view says so; a warning suffices.
    if (isRelayUnreachable(error)) context.logger.warn('WalletConnect relay unreachable', error)
    else if (!isUserRejectedError(error)) reportError(context, 'WalletConnect failed', error)
    stores.connection.setState({
      ...releasePick(context),
      wcError: true,
      wcErrorReason: isRelayUnreachable(error) ? 'relayUnreachable' : 'failed',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      status: anyConnected(context) ? 'connected' : 'disconnected',
    })
    return false
  }
}

/** No endless spinner. No URI in time (relay unreachable) fails the attempt. */
function failWithoutUri(context: LatchContext, wc: WalletConnectAttempts, turn: LatestTurn): void {
  const { stores } = context
  const uriTimer = setTimeout(() => {
    context.timers.delete(uriTimer)
    if (!turn.isCurrent() || stores.connection.getState().wcUri) return
    wc.attempts.cancel()
    wc.pending = undefined
    context.logger.warn(
      `WalletConnect gave no pairing URI within ${WALLETCONNECT_URI_TIMEOUT_MS} ms`,
    )
    stores.connection.setState({
      ...releasePick(context),
      wcError: true,
      wcErrorReason: 'relayUnreachable',
      wcUri: undefined,
      wcPairingExpiry: undefined,
    })
  }, WALLETCONNECT_URI_TIMEOUT_MS)
  context.timers.add(uriTimer)
}

/**
 * The wallet approved: connects every namespace of the session (the one in use last, so it stays
 * active) through its adapter, or with no adapter as the session's account there, then
 * finalizes: the deep link and the recent wallet, CONNECT_SUCCESS, and the modal closes (unless
 * sign-in shows its view).
 */
async function adoptSession(
  context: LatchContext,
  session: WalletConnectSession,
  isCurrent: () => boolean,
): Promise<boolean> {
  const { stores } = context
  const { wcLinking, recentWallet } = stores.connection.getState()
  const activeNamespace = stores.chain.getState().activeNamespace
  const sessionAccounts = (Object.entries(session.accounts) as [ChainNamespace, string[]][]).sort(
    ([a], [b]) => Number(a === activeNamespace) - Number(b === activeNamespace),
  )
  for (const [namespace, accounts] of sessionAccounts) {
    const adapter = context.adapters.get(namespace)
    const caipNetwork = getChainState(stores, namespace)?.networkState.caipNetwork
    if (!caipNetwork || accounts.length === 0) continue
    // No adapter (spec §2 basic connection): the session's account, as the wallet shared it.
    const { address, chainId } = adapter
      ? await adapter.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, caipNetwork })
      : sessionAccount(accounts, caipNetwork)
    if (!isCurrent()) return false
    syncAccount(context, {
      namespace,
      connector: { ...walletConnectConnector(namespace), imageUrl: session.peer.icons[0] },
      address,
      chainId,
      recentId: recentWallet?.id,
    })
  }
  // `syncAccount` listed the recent wallet first.
  const finalized = finalizeWalletConnect({ linking: wcLinking, wallet: recentWallet })
  for (const { key, value } of finalized.storageWrites) context.storage.set(key, value)
  endPick(context)
  stores.connection.setState({ wcUri: undefined, wcPairingExpiry: undefined })
  if (stores.modal.getState().open && stores.router.getState().view !== 'SIWXSignMessage')
    closeModal(context)
  context.events.emit('CONNECT_SUCCESS', {
    ...finalized.event.properties,
    name:
      recentWallet && recentWallet !== walletConnectEntry ? recentWallet.name : session.peer.name,
  })
  return true
}

/** Whether the relay could not be reached (`@latch/walletconnect`'s error, told by its name). */
function isRelayUnreachable(error: unknown): boolean {
  return error instanceof Error && error.name === 'RelayUnreachableError'
}

/**
 * A pairing counts as expired within 10 s of its expiry; then a fresh URI is made. With
 * `manualWCControl` the integrator makes the next URI, not Latch: the expired one is dropped (the
 * view waits again) and the attempt abandoned.
 */
function scheduleRefresh(
  context: LatchContext,
  wc: WalletConnectAttempts,
  turn: LatestTurn,
  expiry: number,
): void {
  const delay = Math.max(0, expiry - PAIRING_EXPIRED_WITHIN_MS - Date.now())
  const timer = setTimeout(() => {
    context.timers.delete(timer)
    const connected = walletConnectNamespaces(context).length > 0
    if (!turn.isCurrent() || !context.stores.modal.getState().open || connected) return
    if (context.options.manualWCControl) abandonWalletConnect(context, wc)
    else void connectWalletConnect(context, wc, { showView: false, retry: true })
  }, delay)
  context.timers.add(timer)
}

/**
 * Forgets the WalletConnect attempt in progress (the modal closed, or with `manualWCControl` its
 * URI expired): its late result is ignored, the URI cleared. An attempt the user picked leaves
 * 'connecting' (back to connected or disconnected) and its wallet.
 */
export function abandonWalletConnect(context: LatchContext, wc: WalletConnectAttempts): void {
  wc.attempts.cancel()
  wc.preparing.cancel()
  wc.pending = undefined
  context.stores.connection.setState({
    ...releasePick(context),
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcError: false,
    wcErrorReason: undefined,
  })
}

/** The wallet ended the session: every namespace that used it is disconnected. */
export function handleWalletConnectSessionDeleted(context: LatchContext): void {
  const namespaces = walletConnectNamespaces(context)
  if (namespaces.length === 0) return
  for (const namespace of namespaces) clearNamespace(context, namespace)
  resetWalletConnect(context)
  if (context.stores.modal.getState().open) closeModal(context, { force: true })
  context.events.emit('DISCONNECT_SUCCESS', {
    namespaces: namespaces.join(','),
    initiator: 'wallet',
  })
}
