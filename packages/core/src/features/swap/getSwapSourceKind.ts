import type { ChainAdapter } from '../../adapter/types.js'
import { SWAP_NETWORK_IDS } from '../../featureConstants.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { ResolvedOptions } from '../../options/types.js'
import type { RemoteFeatures } from '../../state/remoteFeatures.js'
import { areSwapsSwitchedOff } from './areSwapsSwitchedOff.js'

/**
 * Which swap source serves `caipNetwork`: the adapter's own on-chain source (EVM:
 * Uniswap V3 contracts the integrator configured; no cloud) when it has one, unless swaps are off
 * (`remoteFeatures.swaps: false`, or a project whose fetched config turned them off); else the Blockchain API's convert endpoints
 * when a project id or `apiUrl` is set, the swaps remote feature is on and the network is
 * one of the swap networks; else none (no Swap button).
 */
export function getSwapSourceKind(parameters: {
  options: Pick<ResolvedOptions, 'projectId' | 'apiUrl' | 'remoteFeatures'>
  remoteFeatures: Pick<RemoteFeatures, 'swaps'>
  adapter: ChainAdapter | undefined
  caipNetwork: CaipNetwork | undefined
}): 'adapter' | 'api' | undefined {
  const { options, remoteFeatures, adapter, caipNetwork } = parameters
  if (!caipNetwork) return undefined
  if (!areSwapsSwitchedOff(options, remoteFeatures) && adapter?.hasSwapSource?.(caipNetwork)) {
    return 'adapter'
  }
  const hasApi = Boolean(options.projectId || options.apiUrl)
  const swapNetwork =
    caipNetwork.chainNamespace === 'eip155' && SWAP_NETWORK_IDS.includes(Number(caipNetwork.id))
  return hasApi && remoteFeatures.swaps && swapNetwork ? 'api' : undefined
}
