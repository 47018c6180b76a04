import type { View } from '@latch/core'
import { type ComponentType, Suspense, useState } from 'react'
import { LatchBoundary } from '../components/LatchBoundary/LatchBoundary.js'
import { useMessages } from '../i18n/useMessages.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { ConnectWalletsView } from '../views/Connect/ConnectWalletsView.js'
import { getLazyView } from './lazyViews.js'

/**
 * Renders the router's current view (an internal view stack, no URL routes). While a
 * view's chunk loads, its spinner (`latch-view-loading`) keeps the secure frame hidden (modal.css).
 * A view that fails to render, or whose chunk fails to load, shows "Something went wrong" and
 * "Retry" under the header; another view starts afresh.
 */
export function ViewRouter({
  view,
  bodyRef,
}: {
  view: View
  /** Given each view's body element (the modal's height follows it). */
  bodyRef?: ((body: HTMLElement | null) => void) | undefined
}) {
  return <ViewBody key={view} view={view} bodyRef={bodyRef} />
}

function pickView(view: View): ComponentType {
  if (view === 'Connect') return ConnectView
  if (view === 'ConnectWallets') return ConnectWalletsView
  return getLazyView(view)
}

function ViewBody({
  view,
  bodyRef,
}: {
  view: View
  bodyRef: ((body: HTMLElement | null) => void) | undefined
}) {
  const { t } = useMessages()
  // Chosen once per view: a lazy view's component changes from React.lazy's wrapper to the loaded
  // one when its chunk arrives, and a new component type on a later render would remount the
  // view and lose what the user typed (the All Wallets search emptied itself).
  const [Current] = useState(() => pickView(view))
  return (
    <div className="latch-body" ref={bodyRef}>
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
