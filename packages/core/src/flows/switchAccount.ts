import { formatCaipAddress } from '../caip/parseCaipAddress.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { AUTH_CONNECTOR_ID } from '../constants.js'
import { LatchError } from '../errors/base.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { ConnectorNotFoundError } from '../errors/connector.js'
import { ErrorMessages } from '../errors/messages.js'
import { authConnector } from '../features/embeddedWallet/authConnector.js'
import {
  WALLETCONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '../features/walletConnect/connector.js'
import { toAddressExplorerUrl } from '../format/toExplorerUrl.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { requireChainAdapter } from './requireChainAdapter.js'
import { syncAccount } from './syncAccount.js'
import { syncBalance } from './syncBalance.js'

/** Parameters of {@link switchAccount}. */
export type SwitchAccountParameters = {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace | undefined
  /** The account to switch to: one the wallet shared (`allAccounts`). */
  address: string
  /** The connector the account belongs to; the namespace's current one when absent. */
  connectorId?: string | undefined
}

const notShared = (address: string, namespace: ChainNamespace) =>
  new LatchError(ErrorMessages.invalidCaipAddress, {
    details: `The wallet did not share ${address} in ${namespace}.`,
  })

/**
 * Switches to another account in a namespace. When its connector
 * is the namespace's current one, the address becomes `namespace:chainId:address` (e.g. a Bitcoin
 * wallet's ordinals account after its payment one) and the balance is read again. Otherwise that
 * connector is connected through the namespace's adapter (the wallet is asked), the account it
 * shared becomes the namespace's, and CONNECT_SUCCESS is emitted.
 *
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when the namespace is not
 *   connected and no other connector is asked for.
 * @throws {LatchError} 'Invalid CAIP Address' when the wallet did not share `address` (after
 *   connecting, the wallet's own account stays connected); 'Chain adapter not found' when no adapter
 *   serves the namespace; 'No ActiveCaipNetwork or client found' without a network.
 * @throws {ConnectorNotFoundError} `Connector "{id}" not found` when the adapter lists no such
 *   connector (the embedded wallet's `ID_AUTH` and `walletConnect` are always found).
 * @throws The wallet's error when connecting fails (EIP-1193 4001 when declined).
 */
export async function switchAccount(
  context: LatchContext,
  parameters: SwitchAccountParameters,
): Promise<void> {
  const { stores } = context
  const { address, connectorId } = parameters
  const namespace = parameters.namespace ?? stores.chain.getState().activeNamespace
  const chain = getChainState(stores, namespace)
  const caipNetwork = chain?.networkState.caipNetwork
  if (connectorId && connectorId !== stores.connection.getState().connectorIds[namespace]) {
    const adapter = requireChainAdapter(context, namespace)
    // The embedded wallet and WalletConnect are in no adapter's list (as when restoring).
    const connector =
      connectorId === WALLETCONNECT_CONNECTOR_ID
        ? walletConnectConnector(namespace)
        : connectorId === AUTH_CONNECTOR_ID
          ? authConnector(undefined, namespace)
          : adapter.getConnectors().find((c) => c.id === connectorId)
    if (!connector) throw new ConnectorNotFoundError(connectorId)
    if (!caipNetwork) throw new LatchError(ErrorMessages.noActiveCaipNetwork)
    const connection = await adapter.connect({ connectorId, caipNetwork })
    const shared =
      connection.address === address || connection.accounts?.some((a) => a.address === address)
    syncAccount(context, {
      namespace,
      connector,
      ...connection,
      address: shared ? address : connection.address,
    })
    context.events.emit('CONNECT_SUCCESS', { method: 'browser', name: connector.name, namespace })
    if (!shared) throw notShared(address, namespace)
    return
  }
  if (!chain?.accountState.address || !caipNetwork) throw new NoActiveCaipAddressError()
  if (!chain.accountState.allAccounts.some((account) => account.address === address)) {
    throw notShared(address, namespace)
  }
  if (chain.accountState.address === address) return
  const explorer = caipNetwork.blockExplorers?.default.url
  patchAccountState(stores, namespace, {
    address,
    caipAddress: formatCaipAddress(namespace, caipNetwork.id, address),
    balance: undefined,
    addressExplorerUrl: toAddressExplorerUrl(explorer, address),
  })
  void syncBalance(context, namespace)
}
