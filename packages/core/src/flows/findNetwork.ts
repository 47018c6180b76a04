import { formatCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { createUnknownNetwork } from '../networks/createUnknownNetwork.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState } from '../state/chainStateAccess.js'

/** The requested network with this chain id, or an 'Unknown Network' for it. */
export function findNetwork(
  context: LatchContext,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  const caipNetworkId = formatCaipNetworkId(namespace, chainId)
  const requested =
    getChainState(context.stores, namespace)?.networkState.requestedCaipNetworks ?? []
  return (
    requested.find((network) => network.caipNetworkId === caipNetworkId) ??
    createUnknownNetwork(caipNetworkId)
  )
}
