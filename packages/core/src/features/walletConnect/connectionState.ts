import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { pushView } from '../../flows/modal.js'
import { emptyTransactions } from '../../state/createStores.js'
import type { ConnectionStoreState } from '../../state/types.js'
import type { WalletEntry } from '../../wallets/types.js'
import { WALLETCONNECT_CONNECTOR_ID, walletConnectEntry } from './connector.js'
import { resetWalletConnectState } from './resetWalletConnectState.js'

/**
 * The clients whose user picked WalletConnect for the attempt in progress (it set 'connecting').
 * Known before the WalletConnect part has loaded: the pick shows at once, the pairing follows.
 */
const picks = new WeakSet<LatchContext>()

/** Whether a namespace is connected (through any wallet). */
export function anyConnected(context: LatchContext): boolean {
  return Object.keys(context.stores.connection.getState().connectorIds).length > 0
}

/**
 * The user picked WalletConnect (spec §4): shows ConnectingWalletConnectBasic, sets 'connecting'
 * and the wallet to remember once connected (`wallet`, or the WalletConnect option itself).
 */
export function pickWalletConnect(
  context: LatchContext,
  wallet: Pick<WalletEntry, 'id' | 'name'> | undefined,
): void {
  if (context.stores.router.getState().view !== 'ConnectingWalletConnectBasic')
    pushView(context, 'ConnectingWalletConnectBasic')
  picks.add(context)
  context.stores.connection.setState({
    status: 'connecting',
    recentWallet: wallet ?? walletConnectEntry,
  })
}

/** Whether the attempt in progress is one the user picked (and did not leave since). */
export function isPicked(context: LatchContext): boolean {
  return picks.has(context)
}

/**
 * The state that ends the user's pick, if the attempt is one (spec §4): 'connecting' goes back to
 * connected or disconnected and the wallet to record as recent is forgotten. Empty otherwise.
 */
export function releasePick(context: LatchContext): Partial<ConnectionStoreState> {
  if (!picks.delete(context)) return {}
  return { status: anyConnected(context) ? 'connected' : 'disconnected', recentWallet: undefined }
}

/** The attempt the user picked connected: the pick is over (its wallet stays as recent). */
export function endPick(context: LatchContext): void {
  picks.delete(context)
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
 * Spec §4 "Resetting the connection": clears the URI, expiry, link and recent wallet, sets
 * disconnected, clears the transactions and removes the stored deep link. A namespace still
 * connected through another wallet keeps the status 'connected' (the status is shared).
 */
export function resetWalletConnect(context: LatchContext): void {
  const { state, removeStorageKeys } = resetWalletConnectState()
  picks.delete(context)
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
