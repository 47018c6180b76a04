import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'
import { getChainState, patchAccountState, patchNetworkState } from '../state/chainStateAccess.js'
import { emptyAccountState } from '../state/createStores.js'

/**
 * Clears one namespace locally: stored connector id and status,
 * wallet info, account, and the stored active namespace once no namespace is left connected; the network falls back to the stored or default one when the wallet had
 * left it on an 'Unknown Network'.
 */
export function clearNamespace(context: LatchContext, namespace: ChainNamespace): void {
  const { stores, storage, options } = context
  patchAccountState(stores, namespace, emptyAccountState)
  const chain = getChainState(stores, namespace)
  const active = chain?.networkState.caipNetwork
  const requested = chain?.networkState.requestedCaipNetworks ?? []
  if (active && !requested.some((n) => n.caipNetworkId === active.caipNetworkId)) {
    const fallback =
      requested.find((n) => n.caipNetworkId === options.defaultNetwork.caipNetworkId) ??
      requested[0]
    patchNetworkState(stores, namespace, { caipNetwork: fallback })
  }
  const { connectorIds } = stores.connection.getState()
  const { [namespace]: _removed, ...remaining } = connectorIds
  const anyLeft = Object.keys(remaining).length > 0
  stores.connection.setState({
    connectorIds: remaining,
    status: anyLeft ? 'connected' : 'disconnected',
  })
  storage.set(storageKeys.connectorIds, remaining)
  storage.set(storageKeys.connectionStatus, anyLeft ? 'connected' : 'disconnected')
  // Nothing connected: the next page load starts from the default namespace again.
  if (!anyLeft) storage.remove(storageKeys.activeNamespace)
}
