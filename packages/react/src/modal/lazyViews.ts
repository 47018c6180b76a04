import type { View } from '@latch/core'
import { type ComponentType, lazy } from 'react'
import { preloadViewCatalogues } from '../i18n/catalogues.js'

// Every view beyond Connect (and ConnectWallets, its wallet list alone) is its own chunk (DESIGN.md §3), loaded on first use or prefetched
// when the modal opens (see usePrefetchOnOpen).
const loaders = {
  AllWallets: () => import('../views/AllWallets/AllWalletsView.js'),
  WhatIsAWallet: () => import('../views/WhatIsAWallet/WhatIsAWalletView.js'),
  ConnectingWalletConnectBasic: () =>
    import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
  ConnectingExternal: () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
  Account: () => import('../views/Account/AccountView.js'),
  Networks: () => import('../views/Networks/NetworksView.js'),
  SwitchNetwork: () => import('../views/SwitchNetwork/SwitchNetworkView.js'),
  SwitchActiveChain: () => import('../views/SwitchActiveChain/SwitchActiveChainView.js'),
  UnsupportedChain: () => import('../views/UnsupportedChain/UnsupportedChainView.js'),
  SIWXSignMessage: () => import('../views/SIWXSignMessage/SIWXSignMessageView.js'),
  Send: () => import('../views/Send/SendView.js'),
  Receive: () => import('../views/Receive/ReceiveView.js'),
  Swap: () => import('../views/Swap/SwapView.js'),
  Buy: () => import('../views/Buy/BuyView.js'),
  ConfirmEmail: () => import('../views/ConfirmEmail/ConfirmEmailView.js'),
  ApproveTransaction: () => import('../views/ApproveTransaction/ApproveTransactionView.js'),
  ConnectingSocial: () => import('../views/ConnectingSocial/ConnectingSocialView.js'),
  ConnectingFarcaster: () => import('../views/ConnectingFarcaster/ConnectingFarcasterView.js'),
  ConnectSocials: () => import('../views/ConnectSocials/ConnectSocialsView.js'),
  ConnectingPasskey: () => import('../views/ConnectingPasskey/ConnectingPasskeyView.js'),
  AddPasskey: () => import('../views/AddPasskey/AddPasskeyView.js'),
} satisfies Record<
  Exclude<View, 'Connect' | 'ConnectWallets'>,
  () => Promise<{ default: ComponentType }>
>

/** A view that is loaded on demand. */
export type LazyView = keyof typeof loaders

// Views whose chunk has arrived render directly: going through React.lazy would suspend once and
// React holds a revealed fallback for ~300 ms, which is what the prefetch exists to avoid.
const loaded: Partial<Record<LazyView, ComponentType>> = {}

// The active locale's views texts load beside the view's chunk (English ones ride inside it).
function load(view: LazyView) {
  return Promise.all([loaders[view](), preloadViewCatalogues()]).then(([module]) => {
    loaded[view] = module.default
    return module
  })
}

const lazyComponents = Object.fromEntries(
  (Object.keys(loaders) as LazyView[]).map((view) => [view, lazy(() => load(view))]),
) as unknown as Record<LazyView, ComponentType>

/** The component for a lazily loaded view: the loaded one when its chunk is here, else a lazy one. */
export function getLazyView(view: LazyView): ComponentType {
  return loaded[view] ?? lazyComponents[view]
}

/** Starts loading a view's chunk without rendering it. */
export function prefetchView(view: LazyView): void {
  if (!loaded[view]) void load(view).catch(() => undefined)
}

/**
 * Starts loading a view's code alone (no texts, nothing marked as loaded): what the modal's idle
 * prefetch warms, so opening finds the chunk in the browser's module map.
 */
export function prefetchViewCode(view: LazyView): void {
  if (!loaded[view]) void loaders[view]().catch(() => undefined)
}
