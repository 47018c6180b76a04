import type { CaipNetwork } from '../networks/types.js'

/**
 * UnsupportedChain opens exactly when the active network is not among the requested
 * networks, network switching is enabled, unsupported chains are not allowed and the connection is
 * not basic.
 */
export function shouldShowUnsupportedChain(parameters: {
  activeCaipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}): boolean {
  const { activeCaipNetwork, requestedCaipNetworks } = parameters
  if (!activeCaipNetwork) return false
  const requested = requestedCaipNetworks.some(
    (network) => network.caipNetworkId === activeCaipNetwork.caipNetworkId,
  )
  return (
    !requested &&
    parameters.enableNetworkSwitch &&
    !parameters.allowUnsupportedChain &&
    !parameters.basic
  )
}
