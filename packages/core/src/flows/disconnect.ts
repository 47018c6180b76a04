import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { AUTH_CONNECTOR_ID } from '../constants.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages, failedToDisconnectChainMessage } from '../errors/messages.js'
import { WALLETCONNECT_CONNECTOR_ID } from '../features/walletConnect/connector.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import { resetWalletConnect } from '../features/walletConnect/resetWalletConnect.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import { clearNamespace } from './clearNamespace.js'
import { closeModal } from './modal.js'
import { reportError } from './reportError.js'
import { resetAccountData } from './resetAccountData.js'

/** Connectors that span namespaces: leaving one namespace leaves every namespace on them. */
const SPANNING = [WALLETCONNECT_CONNECTOR_ID, AUTH_CONNECTOR_ID]

/**
 * Disconnects: per namespace, sets loading, asks the adapter, clears local state and
 * ends loading; then resets the router to Connect, closes the modal and emits DISCONNECT_SUCCESS.
 * Disconnecting a namespace connected through WalletConnect or the embedded wallet (`ID_AUTH`)
 * disconnects every namespace on that connector. Local state is cleared even when the wallet
 * fails, so the user is never stuck connected.
 *
 * @param parameters.namespace - Only this namespace (and those sharing its WalletConnect or
 *   embedded-wallet connector); all connected namespaces when absent.
 * @throws {LatchError} code `INTERNAL_SDK_ERROR` when an adapter failed: 'Failed to disconnect
 *   chain {namespace}' when one namespace was asked; else 'Failed to disconnect chains' when more
 *   than one namespace failed, 'Failed to disconnect' when one did.
 */
export async function disconnect(
  context: LatchContext,
  parameters: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const { stores } = context
  const { connectorIds } = stores.connection.getState()
  const connected = Object.keys(connectorIds) as ChainNamespace[]
  const requested = parameters.namespace ? [parameters.namespace] : connected
  const spanning = SPANNING.filter((id) => requested.some((ns) => connectorIds[ns] === id))
  const namespaces = [
    ...new Set([
      ...requested,
      ...connected.filter((ns) => spanning.some((id) => connectorIds[ns] === id)),
    ]),
  ]
  stores.modal.setState({ loading: true })
  const failures: unknown[] = []
  for (const namespace of namespaces) {
    try {
      await context.adapters.get(namespace)?.disconnect()
    } catch (error) {
      failures.push(error)
    }
    clearNamespace(context, namespace)
  }
  const failedNamespaces = failures.length
  if (spanning.includes(WALLETCONNECT_CONNECTOR_ID)) {
    try {
      await context.features.get(walletConnectFeature)?.session.disconnect()
    } catch (error) {
      failures.push(error)
    }
    resetWalletConnect(context)
  }
  stores.modal.setState({ loading: false })
  stores.connection.setState({ siwxSessions: [] })
  // Another namespace still connected becomes the active one (spec §3 chain state per namespace).
  const [remaining] = Object.keys(stores.connection.getState().connectorIds) as ChainNamespace[]
  if (remaining) setActiveNamespace(context, remaining)
  else resetAccountData(context)
  closeModal(context, { force: true })
  stores.router.setState({ view: 'Connect', history: ['Connect'], data: {} })
  context.events.emit('DISCONNECT_SUCCESS', { namespaces: namespaces.join(',') })
  if (failures.length > 0) {
    // Spec §8: one namespace asked names it; a full disconnect says how many failed.
    const message = parameters.namespace
      ? failedToDisconnectChainMessage(parameters.namespace)
      : failedNamespaces > 1
        ? ErrorMessages.failedToDisconnectChains
        : ErrorMessages.failedToDisconnect
    reportError(context, message, failures[0])
    throw new LatchError(message, { code: 'INTERNAL_SDK_ERROR', cause: failures[0] })
  }
}
