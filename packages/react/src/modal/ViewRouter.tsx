import type { View } from '@latch/core'
import { type ComponentType, Suspense } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { lazyViews } from './lazyViews.js'

const views: Record<View, ComponentType> = {
  Connect: ConnectView,
  ...lazyViews,
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
