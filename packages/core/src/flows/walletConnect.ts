import type { Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { isUserRejectedError } from '../errors/rpc.js'
import { getChainState } from '../state/chainStateAccess.js'
import { emptyTransactions } from '../state/createStores.js'
import type { ConnectionStoreState } from '../state/types.js'
import { PAIRING_EXPIRED_WITHIN_MS } from '../walletconnect/constants.js'
import { WalletConnectConnectorNotFoundError } from '../walletconnect/errors.js'
import { finalizeWalletConnect } from '../walletconnect/finalizeWalletConnect.js'
import { isIosSafari } from '../walletconnect/isIosSafari.js'
import { isPairingExpired } from '../walletconnect/isPairingExpired.js'
import { isTelegram } from '../walletconnect/isTelegram.js'
import { resetWalletConnectState } from '../walletconnect/resetWalletConnectState.js'
import { shouldReusePairing } from '../walletconnect/shouldReusePairing.js'
import { toProposalNamespaces } from '../walletconnect/toProposalNamespaces.js'
import type { WalletConnectNamespaces, WalletConnectSession } from '../walletconnect/types.js'
import type { WalletEntry } from '../wallets/types.js'
import { clearNamespace } from './clearNamespace.js'
import { closeModal, pushView } from './modal.js'
import { syncAccount } from './syncAccount.js'
import { reportError } from './toast.js'

/** How long the relay may take to give a pairing URI before the attempt fails (ms). */
export const WALLETCONNECT_URI_TIMEOUT_MS = 10_000

/** The WalletConnect connector's id (spec §3). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** A QR-code glyph for the WalletConnect option (a `data:image/svg+xml` URI, no request). */
const WALLETCONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzYjk5ZmMiLz48ZyBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMi42Ij48cmVjdCB4PSI5IiB5PSI5IiB3aWR0aD0iOCIgaGVpZ2h0PSI4IiByeD0iMS41Ii8+PHJlY3QgeD0iMjMiIHk9IjkiIHdpZHRoPSI4IiBoZWlnaHQ9IjgiIHJ4PSIxLjUiLz48cmVjdCB4PSI5IiB5PSIyMyIgd2lkdGg9IjgiIGhlaWdodD0iOCIgcng9IjEuNSIvPjwvZz48ZyBmaWxsPSIjZmZmIj48cmVjdCB4PSIyMyIgeT0iMjMiIHdpZHRoPSIzLjUiIGhlaWdodD0iMy41Ii8+PHJlY3QgeD0iMjcuNSIgeT0iMjcuNSIgd2lkdGg9IjMuNSIgaGVpZ2h0PSIzLjUiLz48cmVjdCB4PSIyMyIgeT0iMjgiIHdpZHRoPSIzIiBoZWlnaHQ9IjMiLz48cmVjdCB4PSIyOCIgeT0iMjMiIHdpZHRoPSIzIiBoZWlnaHQ9IjMiLz48L2c+PC9zdmc+'

/** The WalletConnect option as a connector of a namespace (spec §3 type WALLET_CONNECT). */
export function walletConnectConnector(namespace: ChainNamespace = 'eip155'): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    imageUrl: WALLETCONNECT_ICON,
    chain: namespace,
    installed: false,
  }
}

/** The WalletConnect option as the wallet picked, when no catalogue wallet was. */
const walletConnectEntry = { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect' }

/** What to ask the wallet for: every requested network of each namespace an adapter serves. */
function requestedNamespaces(context: LatchContext): WalletConnectNamespaces {
  return toProposalNamespaces(
    [...context.adapters.keys()].map((namespace) => ({
      namespace,
      networks: getChainState(context.stores, namespace)?.networkState.requestedCaipNetworks ?? [],
    })),
  )
}

/**
 * Connects through WalletConnect (spec §2, §4): shows ConnectingWalletConnectBasic with the
 * pairing URI (for the QR code and "Copy link"; on Telegram or iOS Safari an unexpired URI is
 * reused), waits for the wallet to approve, then connects every namespace of the session through
 * its adapter, stores the deep link and recent wallet, emits CONNECT_SUCCESS (method 'mobile' or
 * 'qrcode') and closes. A URI about to expire (within 10 s of its 4 minutes) is replaced by a
 * fresh one while the modal is open. Failures set `wcError` (the view offers a retry).
 *
 * Opening the modal starts an attempt without showing the view (`showView: false`), as AppKit
 * does, so the QR code is ready when the user picks WalletConnect; picking it joins that attempt.
 * With `enableWallets: false` (spec §3) there is no WalletConnect: nothing starts, `false`.
 *
 * @returns `true` when connected. Never rejects.
 */
export function connectWalletConnect(
  context: LatchContext,
  parameters: {
    showView?: boolean
    retry?: boolean
    /** The catalogue wallet picked to connect through WalletConnect (a phone's deep links). */
    wallet?: Pick<WalletEntry, 'id' | 'name'> | undefined
  } = {},
): Promise<boolean> {
  const { stores } = context
  if (!context.options.enableWallets) {
    context.logger.warn('Not connecting through WalletConnect: `enableWallets` is false')
    return Promise.resolve(false)
  }
  if (parameters.showView !== false) {
    if (stores.router.getState().view !== 'ConnectingWalletConnectBasic')
      pushView(context, 'ConnectingWalletConnectBasic')
    // Spec §4: the user picked it: 'connecting', and the wallet to remember once connected.
    context.walletConnectAttempt.picked = true
    stores.connection.setState({
      status: 'connecting',
      recentWallet: parameters.wallet ?? walletConnectEntry,
    })
  }
  const { wcUri, wcPairingExpiry, wcError } = stores.connection.getState()
  const { pending } = context.walletConnectAttempt
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
  const attempt = ++context.walletConnectAttempt.current
  const run = attemptWalletConnect(context, attempt).finally(() => {
    if (context.walletConnectAttempt.current === attempt)
      context.walletConnectAttempt.pending = undefined
  })
  context.walletConnectAttempt.pending = run
  return run
}

async function attemptWalletConnect(context: LatchContext, attempt: number): Promise<boolean> {
  const { stores, walletConnect } = context
  const isCurrent = () => attempt === context.walletConnectAttempt.current
  stores.connection.setState({
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcError: false,
    wcErrorReason: undefined,
  })
  // DESIGN.md §6: no endless spinner. No URI in time (relay unreachable) fails the attempt.
  const uriTimer = setTimeout(() => {
    context.timers.delete(uriTimer)
    if (!isCurrent() || stores.connection.getState().wcUri) return
    context.walletConnectAttempt.current++
    context.walletConnectAttempt.pending = undefined
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
  try {
    if (!walletConnect) throw new WalletConnectConnectorNotFoundError()
    const namespaces = requestedNamespaces(context)
    const onUri = (uri: string, expiry: number) => {
      if (!isCurrent()) return
      stores.connection.setState({ wcUri: uri, wcPairingExpiry: expiry })
      scheduleRefresh(context, attempt, expiry)
    }
    // Spec §4: with sign-in on and a single eip155 namespace, one-click auth signs in while
    // connecting; its session is stored before the account is, so no second prompt follows.
    const oneClick =
      context.options.siwx && Object.keys(namespaces).length === 1 && namespaces.eip155
    const session = oneClick
      ? await authenticateWithWalletConnect(context, namespaces, onUri, isCurrent)
      : await walletConnect.connect({ namespaces, onUri })
    if (!isCurrent()) {
      // Approved after the user walked away (closed the modal): end that session, don't keep it.
      await walletConnect.disconnect(session.topic).catch(() => undefined)
      return false
    }
    const { wcLinking, recentWallet } = stores.connection.getState()
    // The namespace in use is synced last, so it stays the active one.
    const activeNamespace = stores.chain.getState().activeNamespace
    const sessionAccounts = (Object.entries(session.accounts) as [ChainNamespace, string[]][]).sort(
      ([a], [b]) => Number(a === activeNamespace) - Number(b === activeNamespace),
    )
    for (const [namespace, accounts] of sessionAccounts) {
      const adapter = context.adapters.get(namespace)
      const caipNetwork = getChainState(stores, namespace)?.networkState.caipNetwork
      if (!adapter || !caipNetwork || accounts.length === 0) continue
      const { address, chainId } = await adapter.connect({
        connectorId: WALLETCONNECT_CONNECTOR_ID,
        caipNetwork,
      })
      if (!isCurrent()) return false
      syncAccount(context, {
        namespace,
        connector: { ...walletConnectConnector(namespace), imageUrl: session.peer.icons[0] },
        address,
        chainId,
        recentId: recentWallet?.id,
      })
    }
    // Spec §4 Finalizing: the deep link and the recent wallet (`syncAccount` listed it first).
    const finalized = finalizeWalletConnect({ linking: wcLinking, wallet: recentWallet })
    for (const { key, value } of finalized.storageWrites) context.storage.set(key, value)
    context.walletConnectAttempt.picked = false
    stores.connection.setState({ wcUri: undefined, wcPairingExpiry: undefined })
    if (stores.modal.getState().open && stores.router.getState().view !== 'SIWXSignMessage')
      closeModal(context)
    context.events.emit('CONNECT_SUCCESS', {
      ...finalized.event.properties,
      name:
        recentWallet && recentWallet !== walletConnectEntry ? recentWallet.name : session.peer.name,
    })
    return true
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

/** A valid address standing in for the one not known yet when a one-click message is issued. */
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

async function authenticateWithWalletConnect(
  context: LatchContext,
  namespaces: WalletConnectNamespaces,
  onUri: (uri: string, expiry: number) => void,
  isCurrent: () => boolean,
): Promise<WalletConnectSession> {
  const { siwx } = context.options
  const walletConnect = context.walletConnect
  const active = getChainState(context.stores, 'eip155')?.networkState.caipNetwork
  const chains = namespaces.eip155?.chains ?? []
  if (!siwx || !walletConnect || !active) throw new WalletConnectConnectorNotFoundError()
  const { toString: _toString, ...issued } = await siwx.createMessage({
    accountAddress: PLACEHOLDER_ADDRESS,
    chainId: active.caipNetworkId,
  })
  const { session, auths } = await walletConnect.authenticate({
    namespaces,
    request: {
      chains: [active.caipNetworkId, ...chains.filter((id) => id !== active.caipNetworkId)],
      domain: issued.domain,
      uri: issued.uri,
      nonce: issued.nonce,
      statement: issued.statement,
      iat: issued.issuedAt,
      exp: issued.expirationTime,
      nbf: issued.notBefore,
      requestId: issued.requestId,
      resources: issued.resources,
      methods: namespaces.eip155?.methods,
    },
    onUri,
  })
  const auth = auths.find((a) => a.chainId === active.caipNetworkId)
  // An attempt the user walked away from stores no sign-in session.
  if (auth && isCurrent()) {
    try {
      await siwx.addSession({
        data: { ...issued, accountAddress: auth.address, chainId: auth.chainId },
        message: auth.message,
        signature: auth.signature,
        cacao: auth.cacao,
      })
      context.events.emit('SIWX_AUTH_SUCCESS', { network: auth.chainId, method: 'walletconnect' })
    } catch (error) {
      // Spec §4: on failure the provider is disconnected.
      await walletConnect.disconnect().catch(() => undefined)
      context.events.emit('SIWX_AUTH_ERROR', {
        message: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
  }
  return session
}

/** Whether the relay could not be reached (`@latch/walletconnect`'s error, told by its name). */
function isRelayUnreachable(error: unknown): boolean {
  return error instanceof Error && error.name === 'RelayUnreachableError'
}

function anyConnected(context: LatchContext): boolean {
  return Object.keys(context.stores.connection.getState().connectorIds).length > 0
}

/**
 * Spec §4: a pairing counts as expired within 10 s of its expiry; then a fresh URI is made. With
 * `manualWCControl` the integrator makes the next URI, not Latch: the expired one is dropped (the
 * view waits again) and the attempt abandoned.
 */
function scheduleRefresh(context: LatchContext, attempt: number, expiry: number): void {
  const delay = Math.max(0, expiry - PAIRING_EXPIRED_WITHIN_MS - Date.now())
  const timer = setTimeout(() => {
    context.timers.delete(timer)
    const connected = walletConnectNamespaces(context).length > 0
    if (
      attempt !== context.walletConnectAttempt.current ||
      !context.stores.modal.getState().open ||
      connected
    ) {
      return
    }
    if (context.options.manualWCControl) abandonWalletConnect(context)
    else void connectWalletConnect(context, { showView: false, retry: true })
  }, delay)
  context.timers.add(timer)
}

/**
 * The state that ends the user's pick, if the attempt is one (spec §4): 'connecting' goes back to
 * connected or disconnected and the wallet to record as recent is forgotten.
 */
function releasePick(context: LatchContext): Partial<ConnectionStoreState> {
  if (context.walletConnectAttempt.picked !== true) return {}
  context.walletConnectAttempt.picked = false
  return { status: anyConnected(context) ? 'connected' : 'disconnected', recentWallet: undefined }
}

/**
 * The user left ConnectingWalletConnectBasic (Back, or another view) with the modal open: a picked
 * attempt leaves 'connecting' and forgets its wallet (spec §4). The pairing itself goes on in the
 * background, so the QR code is ready if WalletConnect is picked again.
 */
export function leaveWalletConnectView(context: LatchContext): void {
  const released = releasePick(context)
  if (Object.keys(released).length > 0) context.stores.connection.setState(released)
}

/**
 * Forgets the WalletConnect attempt in progress (the modal closed, or with `manualWCControl` its
 * URI expired): its late result is ignored, the URI cleared. An attempt the user picked leaves
 * 'connecting' (back to connected or disconnected) and its wallet.
 */
export function abandonWalletConnect(context: LatchContext): void {
  const { walletConnectAttempt } = context
  walletConnectAttempt.current++
  walletConnectAttempt.pending = undefined
  context.stores.connection.setState({
    ...releasePick(context),
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcError: false,
    wcErrorReason: undefined,
  })
}

/**
 * Spec §4 "Resetting the connection": clears the URI, expiry, link and recent wallet, sets
 * disconnected, clears the transactions and removes the stored deep link. A namespace still
 * connected through another wallet keeps the status 'connected' (the status is shared).
 */
export function resetWalletConnect(context: LatchContext): void {
  const { state, removeStorageKeys } = resetWalletConnectState()
  context.walletConnectAttempt.picked = false
  context.stores.connection.setState({
    ...state,
    status: anyConnected(context) ? 'connected' : state.status,
  })
  context.stores.transactions.setState(emptyTransactions)
  for (const key of removeStorageKeys) context.storage.remove(key)
}

/** The namespaces connected through WalletConnect (spec §4: they go together). */
export function walletConnectNamespaces(context: LatchContext): ChainNamespace[] {
  const { connectorIds } = context.stores.connection.getState()
  return (Object.keys(connectorIds) as ChainNamespace[]).filter(
    (ns) => connectorIds[ns] === WALLETCONNECT_CONNECTOR_ID,
  )
}

/** The wallet ended the session: every namespace that used it is disconnected (spec §4). */
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
