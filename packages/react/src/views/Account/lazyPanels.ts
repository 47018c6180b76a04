import type { AccountTab } from '@latch/core/internal'
import { type ComponentType, lazy } from 'react'

// Each tab's panel is its own chunk, loaded when the tab first shows: the Account view's chunk
// stays small, and Activity (spec §2: an optional part) costs nothing while its feature is off.
/** The component of each Account tab's panel. */
export const accountPanels: Record<AccountTab, ComponentType> = {
  tokens: lazy(() => import('./Tokens/TokensPanel.js')),
  nfts: lazy(() => import('./Nfts/NftsPanel.js')),
  activity: lazy(() => import('./Activity/ActivityPanel.js')),
}
