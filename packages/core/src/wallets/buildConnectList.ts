import type { Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { groupMultiChainConnectors } from './groupMultiChainConnectors.js'
import { matchesWalletId } from './matchesWalletId.js'
import type { ConnectorSection, WalletEntry } from './types.js'

/** One row of the Connect view. */
export type ConnectListItem =
  | { kind: 'connector'; section: ConnectorSection; connector: Connector; recent: boolean }
  | { kind: 'wallet'; section: ConnectorSection; wallet: WalletEntry; recent: boolean }

/** How many catalogue wallets the Connect view recommends at most. */
export const RECOMMENDED_MAX = 4

/** The generic `window.ethereum` connector ("Browser Wallet"), as opposed to an announced one. */
export function isBrowserWallet(connector: Connector): boolean {
  return connector.type === 'INJECTED' && !connector.rdns
}

/**
 * Whether a connector is listed. Excluded wallets (rdns or case-insensitive name) are not;
 * the Browser Wallet is hidden on desktop when excluded, and on mobile when it has no rdns and is
 * not installed.
 */
export function isConnectorShown(
  connector: Connector,
  parameters: { excludeWalletIds: readonly string[]; isMobile: boolean; enableEIP6963: boolean },
): boolean {
  if (connector.type === 'ANNOUNCED' && !parameters.enableEIP6963) return false
  if (isBrowserWallet(connector) && parameters.isMobile)
    return Boolean(connector.rdns) || connector.installed
  return !matchesWalletId(connector, parameters.excludeWalletIds)
}

/**
 * Whether a catalogue (or custom) wallet is listed: not excluded (`excludeWalletIds`, rdns
 * or case-insensitive name), in `includeWalletIds` when that is set, and not installed already (a
 * connector with the same rdns is listed instead).
 *
 * @param parameters.installedRdns - The rdns of the connectors listed.
 */
export function isCatalogueWalletShown(
  wallet: WalletEntry,
  parameters: {
    excludeWalletIds: readonly string[]
    includeWalletIds: readonly string[] | undefined
    installedRdns: ReadonlySet<string | undefined>
  },
): boolean {
  return (
    !matchesWalletId(wallet, parameters.excludeWalletIds) &&
    !(wallet.rdns && parameters.installedRdns.has(wallet.rdns)) &&
    (!parameters.includeWalletIds || matchesWalletId(wallet, parameters.includeWalletIds))
  )
}

function sectionOf(connector: Connector): ConnectorSection {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'ANNOUNCED':
    case 'INJECTED':
      return 'injected'
    default:
      return 'external'
  }
}

/**
 * Builds the Connect view's rows: connectors without duplicates (by id within a
 * namespace; WalletConnect once), minus excluded wallets, a wallet found in several namespaces as
 * one `MULTI_CHAIN` row (narrowed to `namespace`'s connectors when given, after
 * SwitchActiveChain); the recent wallets (at most 2, newest first) marked and listed once; featured
 * catalogue wallets in `featuredWalletIds` order; `customWallets`; then recommended catalogue
 * wallets while not connected. Sections follow `features.connectorTypeOrder`. A catalogue wallet
 * that is installed (same rdns or id as a connector, e.g. `safe` inside a Safe) is listed once, as
 * the connector.
 *
 * @param parameters.catalogue - Wallets known without installing them (bundled or registry).
 * @returns The rows, in display order.
 */
export function buildConnectList(parameters: {
  connectors: readonly Connector[]
  recentWallets: readonly string[]
  catalogue: readonly WalletEntry[]
  options: Pick<
    ResolvedOptions,
    | 'excludeWalletIds'
    | 'includeWalletIds'
    | 'featuredWalletIds'
    | 'customWallets'
    | 'features'
    | 'enableEIP6963'
    | 'enableWalletConnect'
  >
  isMobile: boolean
  connected: boolean
  /** Only this namespace's connectors (and WalletConnect, which serves every namespace). */
  namespace?: ChainNamespace | undefined
}): ConnectListItem[] {
  const { options, recentWallets, namespace } = parameters
  const seen = new Set<string>()
  const shown = parameters.connectors.filter((connector) => {
    const walletConnect = connector.type === 'WALLET_CONNECT'
    const key = walletConnect ? connector.id : `${connector.chain}:${connector.id}`
    if (seen.has(key)) return false
    seen.add(key)
    if (walletConnect && !options.enableWalletConnect) return false
    if (namespace && !walletConnect && connector.chain !== namespace) return false
    return isConnectorShown(connector, { ...options, isMobile: parameters.isMobile })
  })
  const connectors = groupMultiChainConnectors(shown)
  const installedRdns = new Set(connectors.map((c) => c.rdns).filter(Boolean))
  const connectorIds = new Set(connectors.map((c) => c.id))
  const catalogue = parameters.catalogue.filter(
    (wallet) =>
      !connectorIds.has(wallet.id) && isCatalogueWalletShown(wallet, { ...options, installedRdns }),
  )
  const sections = new Map<ConnectorSection, ConnectListItem[]>()
  const add = (item: ConnectListItem) =>
    sections.set(item.section, [...(sections.get(item.section) ?? []), item])
  const listed = new Set<string>()
  for (const id of recentWallets) {
    const connector = connectors.find((c) => c.id === id)
    const wallet = connector
      ? undefined
      : [...options.customWallets, ...catalogue].find((w) => w.id === id)
    if (connector) add({ kind: 'connector', section: 'recent', connector, recent: true })
    else if (wallet) add({ kind: 'wallet', section: 'recent', wallet, recent: true })
    else continue
    listed.add(id)
  }
  for (const connector of connectors) {
    if (!listed.has(connector.id))
      add({ kind: 'connector', section: sectionOf(connector), connector, recent: false })
  }
  for (const id of options.featuredWalletIds) {
    const wallet = catalogue.find((w) => matchesWalletId(w, [id]))
    if (wallet && !listed.has(wallet.id)) {
      add({ kind: 'wallet', section: 'featured', wallet, recent: false })
      listed.add(wallet.id)
    }
  }
  for (const wallet of options.customWallets) {
    if (!listed.has(wallet.id) && !matchesWalletId(wallet, options.excludeWalletIds)) {
      add({ kind: 'wallet', section: 'custom', wallet, recent: false })
      listed.add(wallet.id)
    }
  }
  if (!parameters.connected) {
    const room = Math.max(0, RECOMMENDED_MAX - listed.size - connectors.length)
    for (const wallet of catalogue.filter((w) => !listed.has(w.id)).slice(0, room)) {
      add({ kind: 'wallet', section: 'recommended', wallet, recent: false })
    }
  }
  return options.features.connectorTypeOrder.flatMap((section) => sections.get(section) ?? [])
}
