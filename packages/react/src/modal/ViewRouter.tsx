import type { View } from '@latch/core'
import { Suspense } from 'react'
import { LatchBoundary } from '../components/LatchBoundary/LatchBoundary.js'
import { useMessages } from '../i18n/useMessages.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { ConnectWalletsView } from '../views/Connect/ConnectWalletsView.js'
import { getLazyView } from './lazyViews.js'

/**
 * Renders the router's current view (spec §2: an internal view stack, no URL routes). While a
 * view's chunk loads, its spinner (`latch-view-loading`) keeps the secure frame hidden (modal.css).
 * A view that fails to render, or whose chunk fails to load, shows "Something went wrong" and
 * "Retry" under the header; another view starts afresh (issue 11).
 */
export function ViewRouter({ view }: { view: View }) {
  const { t } = useMessages()
  const Current =
    view === 'Connect'
      ? ConnectView
      : view === 'ConnectWallets'
        ? ConnectWalletsView
        : getLazyView(view)
  return (
    <div className="latch-body" key={view}>
      <LatchBoundary source="modal-view">
        <Suspense
          fallback={
            <span
              className="latch-spinner latch-view-loading"
              role="progressbar"
              aria-label={t('dialog.loading')}
            />
          }
        >
          <Current />
        </Suspense>
      </LatchBoundary>
    </div>
  )
}
