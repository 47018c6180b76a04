import type { ChainNamespace } from '../caip/types.js'
import { ONRAMP_NAMESPACES, SEND_NAMESPACES } from '../featureConstants.js'
import type { ResolvedFeatures, WalletFeature } from '../options/types.js'
import type { RemoteFeatures } from '../state/remoteFeatures.js'

/**
 * The Account view's wallet feature buttons, in `features.walletFeaturesOrder` (default:
 * onramp, swaps, receive, send). Each shows only when on (remote-feature rules,
 * `features` and chain support):
 * - `onramp` (Buy): the `onramp` remote feature is on, in eip155 and solana;
 * - `swaps` (Swap): a swap source serves the network (see `getSwapSourceKind`);
 * - `receive`: `features.receive`;
 * - `send`: `features.send`, in eip155 and solana (elsewhere 'Unsupported chain').
 */
export function getWalletFeatures(parameters: {
  features: Pick<ResolvedFeatures, 'walletFeaturesOrder' | 'receive' | 'send'>
  remoteFeatures: Pick<RemoteFeatures, 'onramp'>
  namespace: ChainNamespace
  hasSwapSource: boolean
}): WalletFeature[] {
  const { features, remoteFeatures, namespace, hasSwapSource } = parameters
  const on: Record<WalletFeature, boolean> = {
    onramp: Boolean(remoteFeatures.onramp) && ONRAMP_NAMESPACES.includes(namespace),
    swaps: hasSwapSource,
    receive: features.receive,
    send: features.send && SEND_NAMESPACES.includes(namespace),
  }
  return [...new Set(features.walletFeaturesOrder)].filter((feature) => on[feature])
}
