import type { AdapterAccount, Connector } from '../adapter/types.js'
import { formatCaipAddress } from '../caip/parseCaipAddress.js'
import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'
import { addRecentWallet } from '../rules/addRecentWallet.js'
import { defaultAccountType } from '../rules/defaultAccountType.js'
import { patchAccountState } from '../state/chainStateAccess.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import { findNetwork } from './findNetwork.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * Records a connected account ("After syncing an account: connected"): CAIP-10 address,
 * wallet info, status, the stored connector id and status for the next page load, the recent
 * wallet list, then the wallet's network (which refreshes the balance).
 */
export function syncAccount(
  context: LatchContext,
  parameters: {
    namespace: ChainNamespace
    connector: Connector
    address: string
    chainId: number | string
    /** Every account the wallet shared; absent means `address` alone, as an `eoa`. */
    accounts?: readonly AdapterAccount[] | undefined
    /** The id kept in the recent wallets: a `MULTI_CHAIN` row's own id; `connector.id` by default. */
    recentId?: string | undefined
    /** Whether the namespace becomes the active one (default `true`; a restore keeps the stored one). */
    activate?: boolean | undefined
  },
): void {
  const { stores, storage } = context
  const { namespace, connector, address, chainId } = parameters
  const shared = parameters.accounts ?? []
  const allAccounts = shared.some((account) => account.address === address)
    ? shared
    : [{ address, type: defaultAccountType(namespace) }, ...shared]
  const caipAddress = formatCaipAddress(namespace, chainId, address)
  patchAccountState(stores, namespace, {
    caipAddress,
    address,
    status: 'connected',
    allAccounts,
    connectedWalletInfo: {
      name: connector.name,
      icon: connector.imageUrl,
      identifier: connector.id,
      type: connector.type,
    },
  })
  const connection = stores.connection.getState()
  const connectorIds = { ...connection.connectorIds, [namespace]: connector.id }
  const recentWallets = addRecentWallet(
    connection.recentWallets,
    parameters.recentId ?? connector.id,
  )
  stores.connection.setState({ status: 'connected', connectorIds, recentWallets })
  if (parameters.activate !== false) setActiveNamespace(context, namespace)
  storage.set(storageKeys.connectionStatus, 'connected')
  storage.set(storageKeys.connectorIds, connectorIds)
  storage.set(storageKeys.recentWallets, recentWallets)
  setActiveNetwork(context, namespace, findNetwork(context, namespace, chainId))
}
