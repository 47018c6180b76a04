import type { LatchClient } from '@latch/core'

/** The page's one registry, shared by every copy of this package a page loads (two bundles). */
type ClientRegistry = { current: LatchClient | undefined; listeners: Set<() => void> }

const registryKey = Symbol.for('@latch/html/clientRegistry')

function getRegistry(): ClientRegistry {
  const page = globalThis as typeof globalThis & { [registryKey]?: ClientRegistry }
  page[registryKey] ??= { current: undefined, listeners: new Set() }
  return page[registryKey]
}

/**
 * The client the page's Latch elements render with: the last one `createLatch` made, whichever
 * copy of this package made it (the elements are defined once per page).
 * @returns The client, or `undefined` before `createLatch` was called in this page or after it
 *   was destroyed.
 * @example
 * const client = getCurrentClient()
 * if (client) root.render(<LatchContext.Provider value={client}>…</LatchContext.Provider>)
 */
export function getCurrentClient(): LatchClient | undefined {
  return getRegistry().current
}

/**
 * Makes `client` the one the page's Latch elements render with (`undefined`: none, they render
 * nothing), and tells every connected element. Elements placed before `createLatch` was called
 * render at this moment.
 * @example
 * setCurrentClient(createReactLatch(options))
 */
export function setCurrentClient(client: LatchClient | undefined): void {
  const registry = getRegistry()
  registry.current = client
  for (const listener of [...registry.listeners]) listener()
}

/**
 * Calls `listener` (no arguments) whenever the current client changes.
 * @returns Unsubscribe.
 * @example
 * const unsubscribe = subscribeCurrentClient(() => render(getCurrentClient()))
 */
export function subscribeCurrentClient(listener: () => void): () => void {
  const { listeners } = getRegistry()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
