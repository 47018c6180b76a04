import type { CaipNetwork, CaipNetworkId } from '@latch/core'
import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'

/** What {@link useLatchNetwork} returns. */
export type UseLatchNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The chain id (a number for eip155). */
  chainId: number | string | undefined
  /** Whether the active network is one the app requested (false on an 'Unknown Network'). */
  isSupported: boolean
  /**
   * Switches network.
   * @throws the wallet's error (EIP-1193 4001 when declined) or 'Chain is not supported'.
   */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/**
 * The active network, and a way to switch it.
 *
 * @returns {@link UseLatchNetworkReturnType}
 *   `{ caipNetwork, caipNetworkId, chainId, isSupported, switchNetwork }`.
 * @example
 * import { mainnet, useLatchNetwork } from '@latch/react'
 *
 * function NetworkStatus() {
 *   const { caipNetwork, isSupported, switchNetwork } = useLatchNetwork()
 *   if (isSupported) return <p>{caipNetwork?.name}</p>
 *   return <button onClick={() => switchNetwork(mainnet)}>Switch to Ethereum</button>
 * }
 */
export function useLatchNetwork(): UseLatchNetworkReturnType {
  const client = useLatchClient()
  const { caipNetwork, isSupported } = useStore(
    client.stores.chain,
    useShallow((state) => {
      const network = state.chains[state.activeNamespace]?.networkState
      return {
        caipNetwork: network?.caipNetwork,
        isSupported: Boolean(
          network?.requestedCaipNetworks.some(
            (n) => n.caipNetworkId === network.caipNetwork?.caipNetworkId,
          ),
        ),
      }
    }),
  )
  const switchNetwork = useCallback(
    (network: CaipNetwork) => client.switchNetwork(network),
    [client],
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    isSupported,
    switchNetwork,
  }
}
