import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'
import { withConnectionFlows } from '../client/loadConnectionFlows.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState, patchAccountState, patchNetworkState } from '../state/chainStateAccess.js'

/**
 * Makes `caipNetwork` the namespace's active network: stores it (when requested) and, while an
 * account is connected there, runs `syncConnectedNetwork` (the account's CAIP-10 address and
 * explorer page on that network, the balance, the UnsupportedChain rule, the sign-in check)
 * in the connection flows' chunk: at once when it is loaded, as it is whenever a wallet connected
 * through Latch.
 */
export function setActiveNetwork(
  context: LatchContext,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork,
): void {
  const { stores } = context
  const chain = getChainState(stores, namespace)
  if (!chain) return
  patchNetworkState(stores, namespace, { caipNetwork })
  const requested = chain.networkState.requestedCaipNetworks
  const supported = requested.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId)
  if (supported) context.storage.set(storageKeys.activeCaipNetworkId, caipNetwork.caipNetworkId)
  if (!chain.accountState.address) {
    patchAccountState(stores, namespace, { addressExplorerUrl: undefined, caipAddress: undefined })
    return
  }
  withConnectionFlows(context, 'Syncing the network failed', (flows) =>
    flows.syncConnectedNetwork(context, namespace, caipNetwork, supported),
  )
}
