import type { Connector } from '../adapter/types.js'
import type { ResolvedOptions } from '../options/types.js'
import {
  type ConnectListItem,
  isCatalogueWalletShown,
  isConnectorShown,
} from './buildConnectList.js'
import type { WalletEntry } from './types.js'

/**
 * Builds the All Wallets view's rows: every installed connector that
 * Connect would show (WalletConnect aside: it is the view's way in), then `customWallets` and the
 * catalogue, minus excluded wallets, wallets outside `includeWalletIds` when set, and wallets
 * already listed as an installed connector (same rdns). Nothing is marked recent.
 *
 * @param parameters.catalogue - Wallets known without installing them (bundled or registry).
 * @returns The rows, installed connectors first.
 */
export function buildAllWalletsList(parameters: {
  connectors: readonly Connector[]
  catalogue: readonly WalletEntry[]
  options: Pick<
    ResolvedOptions,
    'excludeWalletIds' | 'includeWalletIds' | 'customWallets' | 'enableEIP6963'
  >
  isMobile: boolean
}): ConnectListItem[] {
  const { options } = parameters
  const installed = parameters.connectors.filter(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' &&
      isConnectorShown(connector, { ...options, isMobile: parameters.isMobile }),
  )
  const installedRdns = new Set(installed.map((connector) => connector.rdns))
  const wallets = [...options.customWallets, ...parameters.catalogue].filter((wallet) =>
    isCatalogueWalletShown(wallet, { ...options, installedRdns }),
  )
  return [
    ...installed.map(
      (connector): ConnectListItem => ({
        kind: 'connector',
        section: 'injected',
        connector,
        recent: false,
      }),
    ),
    ...wallets.map(
      (wallet): ConnectListItem => ({
        kind: 'wallet',
        section: 'recommended',
        wallet,
        recent: false,
      }),
    ),
  ]
}
