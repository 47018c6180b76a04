import type { ResolvedOptions } from '../options/types.js'
import type { View } from '../state/types.js'

/**
 * Spec §2 "Opening": an explicit view wins; with no adapters, or manual WalletConnect control and
 * no address, AllWallets on mobile and ConnectingWalletConnectBasic otherwise — unless wallets are
 * off (`enableWallets: false`, spec §3: email and social login only); then Account when an address
 * is connected, else Connect.
 */
export function resolveOpenView(parameters: {
  view?: View | undefined
  connected: boolean
  hasAdapters: boolean
  manualWCControl: boolean
  isMobile: boolean
  /** `enableWallets` (spec §3). */
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

/** Spec §2 "Closing resets to Connect; in embedded mode Account when connected, Connect otherwise". */
export function resolveCloseView(parameters: { embedded: boolean; connected: boolean }): View {
  return parameters.embedded && parameters.connected ? 'Account' : 'Connect'
}

/**
 * Whether the options allow a view at all: with `enableNetworkSwitch: false` (spec §3) there is no
 * Networks view (SwitchNetwork is still shown for a wallet on a network the app lacks only when
 * switching is on, spec §2); without wallets (`enableWallets: false`) or `features.allWallets`
 * there is no All Wallets, and without wallets no wallet list, guide nor WalletConnect view.
 */
export function isViewAllowed(
  view: View,
  options: Pick<ResolvedOptions, 'enableNetworkSwitch' | 'enableWallets' | 'features'>,
): boolean {
  switch (view) {
    case 'Networks':
    case 'SwitchNetwork':
      return options.enableNetworkSwitch
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
