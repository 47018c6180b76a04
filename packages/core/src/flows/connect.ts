import type { Connector } from '../adapter/types.js'
import type { LatchContext } from '../client/context.js'
import { loadConnectionFlows } from '../client/loadConnectionFlows.js'
import { connectWalletConnect } from '../features/walletConnect/connectWalletConnect.js'
import { pushView } from './modal.js'

/** Parameters of {@link connect}. */
export type ConnectParameters = { connector: Connector }

/**
 * Connects a wallet: shows the connecting view, asks the namespace's adapter,
 * then records the account, closes the modal and emits CONNECT_SUCCESS. A `MULTI_CHAIN` row
 * connects every namespace the integrator configured, one wallet prompt after the other; one
 * declined or failed prompt fails the row (namespaces connected before it stay connected). When
 * the wallet declines or fails, the connecting view shows 'Connection declined' (EIP-1193 4001) or
 * the error, with a retry, and the status returns to disconnected. An attempt the user walked away
 * from (Back, Close) is ignored when it settles. The view and the 'connecting' status show at
 * once; the rest runs in the connection flows' chunk.
 *
 * @returns `true` when connected, `false` when declined, failed or abandoned. Never rejects.
 */
export async function connect(
  context: LatchContext,
  parameters: ConnectParameters,
): Promise<boolean> {
  const { stores } = context
  const { connector } = parameters
  if (connector.type === 'WALLET_CONNECT') return connectWalletConnect(context)
  const attempt = context.kernel.connectAttempts.begin()
  // The user's own connect wins over restoring the stored connection.
  context.kernel.restores.cancel()
  if (stores.router.getState().view === 'ConnectingExternal') {
    stores.router.setState({ data: { connector, pending: true } })
  } else {
    pushView(context, 'ConnectingExternal', { connector, pending: true })
  }
  stores.connection.setState({ status: 'connecting' })
  try {
    const flows = await loadConnectionFlows(context)
    return await flows.finishConnect(context, connector, attempt)
  } catch (error) {
    // Only the chunk's load can fail here (finishConnect never rejects).
    if (!attempt.isCurrent()) return false
    context.kernel.connectAttempts.cancel()
    const anyConnected = Object.keys(stores.connection.getState().connectorIds).length > 0
    stores.connection.setState({ status: anyConnected ? 'connected' : 'disconnected' })
    stores.router.setState({
      data: { connector, pending: false, error: { key: 'error.unknownError' } },
    })
    context.events.emit('CONNECT_ERROR', {
      name: connector.name,
      message: error instanceof Error ? error.message : String(error),
    })
    return false
  }
}
