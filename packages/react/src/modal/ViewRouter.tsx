import type { View } from '@latch/core'
import { type ComponentType, lazy, Suspense } from 'react'
import { AccountView } from '../views/Account/AccountView.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView.js'
import { NetworksView } from '../views/Networks/NetworksView.js'
import { SwitchNetworkView } from '../views/SwitchNetwork/SwitchNetworkView.js'
import { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView.js'

// Optional views load on first use (DESIGN.md §3): they are not in the startup chunk.
const AllWalletsView = lazy(() => import('../views/AllWallets/AllWalletsView.js'))
const ConnectingWalletConnectBasicView = lazy(
  () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
)

const views: Record<View, ComponentType> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  Networks: NetworksView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: UnsupportedChainView,
}

/** Renders the router's current view (spec §2: an internal view stack, no URL routes). */
export function ViewRouter({ view }: { view: View }) {
  const Current = views[view]
  return (
    <div className="latch-body" key={view}>
      <Suspense
        fallback={<span className="latch-spinner" role="progressbar" aria-label="Loading" />}
      >
        <Current />
      </Suspense>
    </div>
  )
}
