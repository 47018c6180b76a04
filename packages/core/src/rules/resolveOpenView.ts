import type { View } from '../state/types.js'

/**
 * Spec §2 "Opening": an explicit view wins; with no adapters, or manual WalletConnect control and
 * no address, AllWallets on mobile and ConnectingWalletConnectBasic otherwise; then Account when an
 * address is connected, else Connect.
 */
export function resolveOpenView(parameters: {
  view?: View | undefined
  connected: boolean
  hasAdapters: boolean
  manualWCControl: boolean
  isMobile: boolean
}): View {
  if (parameters.view) return parameters.view
  if (!parameters.hasAdapters || (parameters.manualWCControl && !parameters.connected)) {
    return parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return parameters.connected ? 'Account' : 'Connect'
}

/** Spec §2 "Closing resets to Connect; in embedded mode Account when connected, Connect otherwise". */
export function resolveCloseView(parameters: { embedded: boolean; connected: boolean }): View {
  return parameters.embedded && parameters.connected ? 'Account' : 'Connect'
}
