import type { LatchClient } from '@latch/core'

let current: LatchClient | undefined
const listeners = new Set<() => void>()

/**
 * The client the page's Latch elements render with: the last one `createLatch` made.
 * @returns The client, or `undefined` before `createLatch` was called in this page.
 * @example
 * const client = getCurrentClient()
 * if (client) root.render(<LatchContext.Provider value={client}>…</LatchContext.Provider>)
 */
export function getCurrentClient(): LatchClient | undefined {
  return current
}

/**
 * Makes `client` the one the page's Latch elements render with, and tells every connected element.
 * Elements placed before `createLatch` was called render at this moment.
 * @example
 * setCurrentClient(createReactLatch(options))
 */
export function setCurrentClient(client: LatchClient): void {
  current = client
  for (const listener of [...listeners]) listener()
}

/**
 * Calls `listener` (no arguments) whenever the current client changes.
 * @returns Unsubscribe.
 * @example
 * const unsubscribe = subscribeCurrentClient(() => render(getCurrentClient()))
 */
export function subscribeCurrentClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
