import { areSwapsSwitchedOff } from '../features/swap/areSwapsSwitchedOff.js'
import type { ResolvedOptions } from '../options/types.js'
import type { RemoteFeatures } from '../state/remoteFeatures.js'
import type { View } from '../state/types.js'

/**
 * "Opening": an explicit view wins; with no adapters, or manual WalletConnect control and
 * no address, AllWallets on mobile and ConnectingWalletConnectBasic otherwise — unless wallets are
 * off (`enableWallets: false`: email and social login only); then Account when an address
 * is connected, else Connect.
 */
export function resolveOpenView(parameters: {
  view?: View | undefined
  connected: boolean
  hasAdapters: boolean
  manualWCControl: boolean
  isMobile: boolean
  /** `enableWallets`. */
  walletsEnabled: boolean
}): View {
  if (parameters.view) return parameters.view
  const walletConnectFirst =
    !parameters.hasAdapters || (parameters.manualWCControl && !parameters.connected)
  if (parameters.walletsEnabled && walletConnectFirst) {
    return parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return parameters.connected ? 'Account' : 'Connect'
}

/** "Closing resets to Connect; in embedded mode Account when connected, Connect otherwise". */
export function resolveCloseView(parameters: { embedded: boolean; connected: boolean }): View {
  return parameters.embedded && parameters.connected ? 'Account' : 'Connect'
}

/**
 * Whether the options allow a view at all (options, `features`, remote features):
 * - `enableNetworkSwitch: false`: no Networks, SwitchNetwork nor UnsupportedChain (its list
 *   switches; it opens only when switching is on);
 * - `enableWallets: false`: no wallet list, guide, WalletConnect view nor All Wallets, which
 *   `features.allWallets: false` also removes;
 * - `features.send: false`: no Send; `features.receive: false`: no Receive;
 * - the `onramp` remote feature off: no Buy; swaps switched off (`areSwapsSwitchedOff`): no Swap.
 *
 * @param remoteFeatures - The remote features in force (the wallets store's `remoteFeatures`).
 */
export function isViewAllowed(
  view: View,
  options: Pick<
    ResolvedOptions,
    'enableNetworkSwitch' | 'enableWallets' | 'features' | 'projectId' | 'remoteFeatures'
  >,
  remoteFeatures: Pick<RemoteFeatures, 'onramp' | 'swaps'>,
): boolean {
  switch (view) {
    case 'Networks':
    case 'SwitchNetwork':
    case 'UnsupportedChain':
      return options.enableNetworkSwitch
    case 'Send':
      return options.features.send
    case 'Receive':
      return options.features.receive
    case 'Buy':
      return Boolean(remoteFeatures.onramp)
    case 'Swap':
      return !areSwapsSwitchedOff(options, remoteFeatures)
    case 'AllWallets':
      return options.enableWallets && options.features.allWallets
    case 'ConnectWallets':
    case 'WhatIsAWallet':
    case 'ConnectingWalletConnectBasic':
      return options.enableWallets
    default:
      return true
  }
}
