import { formatCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'
import { checkSignIn } from '../features/siwx/checkSignIn.js'
import { toAddressExplorerUrl } from '../format/toExplorerUrl.js'
import { createUnknownNetwork } from '../networks/createUnknownNetwork.js'
import type { CaipNetwork } from '../networks/types.js'
import { shouldShowUnsupportedChain } from '../rules/shouldShowUnsupportedChain.js'
import { getChainState, patchAccountState, patchNetworkState } from '../state/chainStateAccess.js'
import { closeModal, openModal } from './modal.js'
import { syncBalance } from './syncBalance.js'

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

/**
 * Makes `caipNetwork` the namespace's active network: stores it (when requested), refreshes the
 * balance, and applies spec §2's UnsupportedChain rule: opens that view when the wallet sits on an
 * unrequested network (and switching is on, unsupported chains not allowed, not basic), and closes
 * it once the wallet is back on a requested one.
 */
export function setActiveNetwork(
  context: LatchContext,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork,
): void {
  const { stores, options } = context
  const chain = getChainState(stores, namespace)
  if (!chain) return
  patchNetworkState(stores, namespace, { caipNetwork })
  const requested = chain.networkState.requestedCaipNetworks
  const supported = requested.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId)
  if (supported) context.storage.set(storageKeys.activeCaipNetworkId, caipNetwork.caipNetworkId)
  const explorer = caipNetwork.blockExplorers?.default.url
  const { address } = chain.accountState
  patchAccountState(stores, namespace, {
    addressExplorerUrl: toAddressExplorerUrl(explorer, address),
    // Spec §3: the CAIP-10 address names the network too.
    caipAddress: address ? `${caipNetwork.caipNetworkId}:${address}` : undefined,
  })
  if (!address) return
  void syncBalance(context, namespace)
  const unsupported = shouldShowUnsupportedChain({
    activeCaipNetwork: caipNetwork,
    requestedCaipNetworks: requested,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    basic: options.basic,
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
