import type { ChainNamespace } from '../../caip/types.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { WalletConnectNamespaceRequest, WalletConnectNamespaces } from './types.js'

/**
 * The JSON-RPC methods and events Latch asks a WalletConnect wallet for, per namespace, from
 * WalletConnect's chain RPC references: EVM (EIP-1193 wallet methods), Solana (`solana_*`)
 * and Bitcoin (bip122). Namespaces without an entry are not proposed.
 */
export const walletConnectMethods: Partial<
  Record<ChainNamespace, Omit<WalletConnectNamespaceRequest, 'chains'>>
> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
  bip122: {
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  },
}

/**
 * The namespaces of a WalletConnect session proposal (CAIP-25): for each namespace with an adapter
 * and at least one requested network, its CAIP-2 networks with {@link walletConnectMethods}.
 *
 * @param requested - Each adapter's namespace and its requested networks.
 * @returns e.g. `{ eip155: { chains: ['eip155:1'], methods: [...], events: [...] }, solana: {...} }`.
 */
export function toProposalNamespaces(
  requested: readonly { namespace: ChainNamespace; networks: readonly CaipNetwork[] }[],
): WalletConnectNamespaces {
  const namespaces: WalletConnectNamespaces = {}
  for (const { namespace, networks } of requested) {
    const known = walletConnectMethods[namespace]
    if (!known || networks.length === 0) continue
    namespaces[namespace] = { chains: networks.map((network) => network.caipNetworkId), ...known }
  }
  return namespaces
}
