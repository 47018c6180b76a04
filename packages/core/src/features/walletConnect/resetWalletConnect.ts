import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { emptyTransactions } from '../../state/createStores.js'
import { anyConnected, endPick } from './connectionState.js'
import { WALLETCONNECT_CONNECTOR_ID } from './connector.js'
import { resetWalletConnectState } from './resetWalletConnectState.js'

// Used by the WalletConnect flows and by disconnect (both lazy), so not in connectionState.ts,
// which the startup's pick of WalletConnect imports.

/**
 * "Resetting the connection": clears the URI, expiry, link and recent wallet, sets
 * disconnected, clears the transactions and removes the stored deep link. A namespace still
 * connected through another wallet keeps the status 'connected' (the status is shared).
 */
export function resetWalletConnect(context: LatchContext): void {
  const { state, removeStorageKeys } = resetWalletConnectState()
  endPick(context)
  context.stores.connection.setState({
    ...state,
    status: anyConnected(context) ? 'connected' : state.status,
  })
  context.stores.transactions.setState(emptyTransactions)
  for (const key of removeStorageKeys) context.storage.remove(key)
}

/** The namespaces connected through WalletConnect (they go together). */
export function walletConnectNamespaces(context: LatchContext): ChainNamespace[] {
  const { connectorIds } = context.stores.connection.getState()
  return (Object.keys(connectorIds) as ChainNamespace[]).filter(
    (ns) => connectorIds[ns] === WALLETCONNECT_CONNECTOR_ID,
  )
}
