import type { LatchContext } from '../../client/context.js'
import type { WalletFeature } from '../../options/types.js'
import { getWalletFeatures } from '../../rules/getWalletFeatures.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import { getSwapSourceKind } from '../swap/getSwapSourceKind.js'

/**
 * The wallet feature buttons for the active account and network (see `getWalletFeatures`); empty
 * while the active namespace has no connected account.
 */
export function getActiveWalletFeatures(context: LatchContext): WalletFeature[] {
  const { stores, options } = context
  const chain = getActiveChainState(stores)
  if (!chain?.accountState.address) return []
  const namespace = stores.chain.getState().activeNamespace
  const { remoteFeatures } = stores.wallets.getState()
  const swapSource = getSwapSourceKind({
    options,
    remoteFeatures,
    adapter: context.adapters.get(namespace),
    caipNetwork: chain.networkState.caipNetwork,
  })
  return getWalletFeatures({
    features: options.features,
    remoteFeatures,
    namespace,
    hasSwapSource: swapSource !== undefined,
  })
}
