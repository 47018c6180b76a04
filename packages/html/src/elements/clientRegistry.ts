import type { LatchClient } from '@latch/core'

/** The page's one registry, shared by every copy of this package a page loads (two bundles). */
type ClientRegistry = { current: LatchClient | undefined; listeners: Set<() => void> }

/**
 * The page's registry, made or found when this module loads (the object stays the page's):
 * `current` is the client the page's Latch elements render with, the last one `createLatch` made,
 * whichever copy of this package made it (`undefined` before `createLatch` was called in this
 * page or after it was destroyed); `listeners` are called (no arguments) whenever it changes.
 * @example
 * clientRegistry.listeners.add(render)
 * const client = clientRegistry.current
 */
export const clientRegistry: ClientRegistry =
  // biome-ignore lint/suspicious/noAssignInExpressions: made once, by the first copy that loads
  ((globalThis as typeof globalThis & { [key: symbol]: ClientRegistry })[
    Symbol.for('@latch/html/clientRegistry')
  ] ??= { current: undefined, listeners: new Set() })

/**
 * Makes `client` the one the page's Latch elements render with (`undefined`: none, they render
 * nothing), and tells every connected element. Elements placed before `createLatch` was called
 * render at this moment.
 * @example
 * setCurrentClient(createReactLatch(options))
 */
export function setCurrentClient(client: LatchClient | undefined): void {
  clientRegistry.current = client
  for (const listener of [...clientRegistry.listeners]) listener()
}
