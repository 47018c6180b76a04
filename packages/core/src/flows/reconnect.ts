import type { ChainNamespace } from '../caip/types.js'
import { type ConnectorIds, type LatchContext, storageKeys } from '../client/context.js'
import { loadConnectionFlows } from '../client/loadConnectionFlows.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import {
  storedConnectionStatus,
  storedConnectorIds,
  storedNamespace as storedNamespaceSchema,
  storedNetworkId as storedNetworkIdSchema,
  storedRecentWallets,
} from '../storage/storedValues.js'

/**
 * Restores the stored connection at start: a stored 'connected' becomes 'connecting',
 * then 'connected' once the adapter has synced the account, or 'disconnected' when the wallet no
 * longer knows the site or fails. With no stored status at all, connects the connector an adapter
 * detects in the page's environment ("In a Safe app the Safe connector is chosen automatically").
 * Never prompts the user. The stored active network is restored first when it is one of the
 * requested networks, and the stored recent wallets are read whether or not a connection was.
 */
export async function reconnect(context: LatchContext): Promise<void> {
  const { stores, storage } = context
  const storedNetworkId = storage.get(storageKeys.activeCaipNetworkId, storedNetworkIdSchema)
  for (const [namespace, chain] of Object.entries(stores.chain.getState().chains)) {
    const stored = chain?.networkState.requestedCaipNetworks.find(
      (n) => n.caipNetworkId === storedNetworkId,
    )
    if (stored) {
      stores.chain.setState((state) => ({
        chains: {
          ...state.chains,
          [namespace]: { ...chain, networkState: { ...chain.networkState, caipNetwork: stored } },
        },
      }))
    }
  }
  // The recent wallets (spec §5) are the user's, kept across disconnects: listed as "Recent".
  stores.connection.setState({ recentWallets: readRecentWallets(context) })
  const storedNamespace = storage.get(storageKeys.activeNamespace, storedNamespaceSchema)
  if (storedNamespace && getChainState(stores, storedNamespace)) {
    stores.chain.setState({ activeNamespace: storedNamespace })
  }
  const status = storage.get(storageKeys.connectionStatus, storedConnectionStatus)
  if (status === undefined) return autoConnect(context)
  if (status !== 'connected') return
  await restore(context, readConnectorIds(context))
}

/** The stored connector id per namespace; anything but known namespaces with ids reads as none. */
function readConnectorIds(context: LatchContext): ConnectorIds {
  return context.storage.get(storageKeys.connectorIds, storedConnectorIds) ?? {}
}

/** The stored recent wallet ids; anything but a list of ids reads as none (and is removed). */
function readRecentWallets(context: LatchContext): string[] {
  return context.storage.get(storageKeys.recentWallets, storedRecentWallets) ?? []
}

/** Connects, without a prompt, the connectors the adapters detect; a user's own connect wins. */
async function autoConnect(context: LatchContext): Promise<void> {
  const detected = await Promise.all(
    [...context.adapters].map(async ([namespace, adapter]) => {
      try {
        return [namespace, await adapter.detectAutoConnector?.()] as const
      } catch (error) {
        context.logger.info(`Could not detect a ${namespace} connector to choose`, error)
        return [namespace, undefined] as const
      }
    }),
  )
  const connectorIds: ConnectorIds = Object.fromEntries(detected.filter(([, id]) => id))
  if (Object.keys(connectorIds).length === 0) return
  const { connection } = context.stores
  if (connection.getState().status !== 'disconnected') return
  await restore(context, connectorIds)
  // A failed automatic connect is not the user's disconnect: the next start detects again.
  if (connection.getState().status === 'disconnected') {
    context.storage.remove(storageKeys.connectionStatus)
  }
}

/**
 * Marks the connectors to restore 'connecting' (at once: the status, and each namespace with an
 * adapter), then restores them in the connection flows' chunk (`restoreConnection`). A chunk
 * that does not load leaves everything disconnected (the stored status stays, for the next start).
 */
async function restore(context: LatchContext, connectorIds: ConnectorIds): Promise<void> {
  const { stores } = context
  // A connect the user starts meanwhile wins over this restore, whatever its outcome.
  const turn = context.kernel.restores.begin()
  stores.connection.setState({
    status: 'connecting',
    recentWallets: readRecentWallets(context),
  })
  const namespaces = (Object.keys(connectorIds) as ChainNamespace[]).filter(
    (namespace) => context.adapters.has(namespace) && getChainState(stores, namespace),
  )
  for (const namespace of namespaces) {
    patchAccountState(stores, namespace, { status: 'connecting' })
  }
  try {
    const flows = await loadConnectionFlows(context)
    await flows.restoreConnection(context, connectorIds, turn)
  } catch (error) {
    if (!turn.isCurrent()) return
    context.logger.warn('Could not restore the stored connection', error)
    for (const namespace of namespaces) {
      patchAccountState(stores, namespace, { status: 'disconnected' })
    }
    stores.connection.setState({ status: 'disconnected' })
  }
}
