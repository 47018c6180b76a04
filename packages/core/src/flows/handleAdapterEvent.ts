import type { AdapterEvent } from '../adapter/types.js'
import { formatCaipAddress } from '../caip/parseCaipAddress.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { checkSignIn } from '../features/siwx/checkSignIn.js'
import { defaultAccountType } from '../rules/defaultAccountType.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { clearNamespace } from './clearNamespace.js'
import { findNetwork } from './findNetwork.js'
import { closeModal } from './modal.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { syncBalance } from './syncBalance.js'

/**
 * Keeps the stores in sync with what the wallet does on its own (EIP-1193 `accountsChanged`,
 * `chainChanged`, `disconnect`). Events for a namespace that is not connected are ignored.
 */
export function handleAdapterEvent(
  context: LatchContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const chain = getChainState(context.stores, namespace)
  if (!chain?.accountState.address || event.type === 'connectorsChanged') return
  switch (event.type) {
    case 'accountChanged': {
      const accounts = event.accounts ?? [
        { address: event.address, type: defaultAccountType(namespace) },
      ]
      if (event.address === chain.accountState.address) {
        if (event.accounts) patchAccountState(context.stores, namespace, { allAccounts: accounts })
        return
      }
      const chainId = chain.networkState.caipNetwork?.id ?? 0
      patchAccountState(context.stores, namespace, {
        allAccounts: accounts,
        address: event.address,
        caipAddress: formatCaipAddress(namespace, chainId, event.address),
        balance: undefined,
      })
      void syncBalance(context, namespace)
      // Sessions belong to an account: another account signs in anew (spec §4).
      void checkSignIn(context)
      return
    }
    case 'chainChanged': {
      const network = findNetwork(context, namespace, event.chainId)
      if (network.caipNetworkId === chain.networkState.caipNetwork?.caipNetworkId) return
      const address = chain.accountState.address
      patchAccountState(context.stores, namespace, {
        caipAddress: formatCaipAddress(namespace, event.chainId, address),
      })
      setActiveNetwork(context, namespace, network)
      return
    }
    case 'disconnect': {
      clearNamespace(context, namespace)
      if (context.stores.modal.getState().open) closeModal(context, { force: true })
      context.events.emit('DISCONNECT_SUCCESS', { namespaces: namespace, initiator: 'wallet' })
      return
    }
  }
}
