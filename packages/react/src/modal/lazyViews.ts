import type { View } from '@latch/core'
import { type ComponentType, lazy } from 'react'

// Every view beyond Connect is its own chunk (DESIGN.md §3), loaded on first use or prefetched
// when the modal opens (see usePrefetchOnOpen).
const loaders = {
  AllWallets: () => import('../views/AllWallets/AllWalletsView.js'),
  ConnectingWalletConnectBasic: () =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
  ConnectingExternal: () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
  Account: () => import('../views/Account/AccountView.js'),
  Networks: () => import('../views/Networks/NetworksView.js'),
  SwitchNetwork: () => import('../views/SwitchNetwork/SwitchNetworkView.js'),
  UnsupportedChain: () => import('../views/UnsupportedChain/UnsupportedChainView.js'),
  SIWXSignMessage: () => import('../views/SIWXSignMessage/SIWXSignMessageView.js'),
} satisfies Record<Exclude<View, 'Connect'>, () => Promise<{ default: ComponentType }>>

/** The lazily loaded views, by name. */
export const lazyViews = Object.fromEntries(
  Object.entries(loaders).map(([view, load]) => [view, lazy(load)]),
) as unknown as Record<keyof typeof loaders, ComponentType>

/** Starts loading a view's chunk without rendering it. */
export function prefetchView(view: keyof typeof loaders): void {
  void loaders[view]()
}
