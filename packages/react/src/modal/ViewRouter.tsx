import type { View } from '@latch/core'
import { Suspense } from 'react'
import { ConnectView } from '../views/Connect/ConnectView.js'
import { getLazyView } from './lazyViews.js'

/** Renders the router's current view (spec §2: an internal view stack, no URL routes). */
export function ViewRouter({ view }: { view: View }) {
  const Current = view === 'Connect' ? ConnectView : getLazyView(view)
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
