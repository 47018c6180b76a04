import type { CaipNetwork } from '../../networks/types.js'
import type { OnrampNetwork, OnrampOptions, OnrampPurchaseCurrency } from './types.js'

/** A purchase currency with the network it is bought on for the active CAIP-2 network. */
export type OnrampPurchaseOption = Omit<OnrampPurchaseCurrency, 'networks'> & {
  network: OnrampNetwork
}

/**
 * Whether the on-ramp's `network` is `caipNetwork`: for eip155 its `chain_id` is the chain id
 * (`'8453'` for `eip155:8453`); for solana its name is `solana` or its `chain_id` is the CAIP-2
 * reference. Other namespaces have no on-ramp.
 */
export function isOnrampNetwork(network: OnrampNetwork, caipNetwork: CaipNetwork): boolean {
  switch (caipNetwork.chainNamespace) {
    case 'eip155':
      return network.chain_id === String(caipNetwork.id)
    case 'solana':
      return network.name === 'solana' || network.chain_id === String(caipNetwork.id)
    default:
      return false
  }
}

/**
 * The purchase currencies sold on `caipNetwork`, in the API's order,
 * each with that network's entry (its provider name is what the quote and URL calls send).
 */
export function getOnrampPurchaseOptions(
  options: OnrampOptions,
  caipNetwork: CaipNetwork,
): OnrampPurchaseOption[] {
  return options.purchaseCurrencies.flatMap(({ networks, ...currency }) => {
    const network = networks.find((entry) => isOnrampNetwork(entry, caipNetwork))
    return network ? [{ ...currency, network }] : []
  })
}
