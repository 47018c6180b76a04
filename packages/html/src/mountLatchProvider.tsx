import type { LatchClient } from '@latch/core'
import { LatchProvider } from '@latch/react'
import { createRoot, type Root } from 'react-dom/client'

/**
 * Renders `<LatchProvider client={client} />` into a detached `<div>` this package owns (never put
 * in the page). The provider appends the modal itself to `document.body`, in its own shadow root
 * (so page CSS cannot restyle it). Browser only.
 *
 * @returns The React root: its `unmount()` removes the modal from the page.
 * @example
 * const root = mountLatchProvider(client)
 * root.unmount()
 */
export function mountLatchProvider(client: LatchClient): Root {
  const root = createRoot(document.createElement('div'))
  root.render(<LatchProvider client={client} />)
  return root
}
