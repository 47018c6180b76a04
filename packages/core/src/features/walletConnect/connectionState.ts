import type { LatchContext } from '../../client/context.js'
import { pushView } from '../../flows/modal.js'
import type { ConnectionStoreState } from '../../state/types.js'
import type { WalletEntry } from '../../wallets/types.js'
import { walletConnectEntry } from './connector.js'

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
 * The user picked WalletConnect: shows ConnectingWalletConnectBasic, sets 'connecting'
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
 * The state that ends the user's pick, if the attempt is one: 'connecting' goes back to
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
 * attempt leaves 'connecting' and forgets its wallet. The pairing itself goes on in the
 * background, so the QR code is ready if WalletConnect is picked again.
 */
export function leaveWalletConnectView(context: LatchContext): void {
  const released = releasePick(context)
  if (Object.keys(released).length > 0) context.stores.connection.setState(released)
}
