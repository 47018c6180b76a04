import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { checkSignIn } from '../features/siwx/checkSignIn.js'
import { toAddressExplorerUrl } from '../format/toExplorerUrl.js'
import type { CaipNetwork } from '../networks/types.js'
import { shouldShowUnsupportedChain } from '../rules/shouldShowUnsupportedChain.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { closeModal, openModal } from './modal.js'
import { syncBalance } from './syncBalance.js'

/**
 * What a connected namespace's new active network changes (`setActiveNetwork`): the account's
 * CAIP-10 address and explorer page name that network, the balance is read again, and the * UnsupportedChain rule applies: that view opens when the wallet sits on an unrequested network
 * (and switching is on, unsupported chains not allowed, not basic: basic mode, or a connection
 * without an adapter), and closes once the wallet is back on a requested one, which asks for a
 * sign-in again when it has no session.
 *
 * @param supported - Whether `caipNetwork` is one of the namespace's requested networks.
 */
export function syncConnectedNetwork(
  context: LatchContext,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork,
  supported: boolean,
): void {
  const { stores, options } = context
  const chain = getChainState(stores, namespace)
  const requested = chain?.networkState.requestedCaipNetworks ?? []
  const address = chain?.accountState.address
  patchAccountState(stores, namespace, {
    addressExplorerUrl: toAddressExplorerUrl(caipNetwork.blockExplorers?.default.url, address),
    // Spec §3: the CAIP-10 address names the network too.
    caipAddress: address ? `${caipNetwork.caipNetworkId}:${address}` : undefined,
  })
  void syncBalance(context, namespace)
  const unsupported = shouldShowUnsupportedChain({
    activeCaipNetwork: caipNetwork,
    requestedCaipNetworks: requested,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    // A connection without an adapter (a WalletConnect session alone) is basic too (spec §2).
    basic: options.basic || !context.adapters.has(namespace),
  })
  const { view } = stores.router.getState()
  if (unsupported) {
    void openModal(context, { view: 'UnsupportedChain' })
    return
  }
  if (supported && stores.modal.getState().open && view === 'UnsupportedChain') closeModal(context)
  // Spec §4: a network with no sign-in session asks again.
  if (supported) void checkSignIn(context)
}
