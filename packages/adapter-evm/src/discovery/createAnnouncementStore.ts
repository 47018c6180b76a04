/** The most announcements kept; a page script announcing in a loop cannot grow memory past it. */
const MAX_ANNOUNCEMENTS = 200

/** The EIP-6963 announcements a page has received, unchecked (see `listAnnouncedWallets`). */
export type AnnouncementStore = {
  /** Every `eip6963:announceProvider` detail received, one per uuid, in arrival order. */
  getProviders(): readonly unknown[]
  /** Called after each new announcement; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Stops listening. */
  destroy(): void
}

function uuidOf(detail: unknown): unknown {
  try {
    return (detail as { info?: { uuid?: unknown } } | null)?.info?.uuid
  } catch {
    return undefined
  }
}

/**
 * Listens for EIP-6963 wallet announcements (https://eips.ethereum.org/EIPS/eip-6963) and asks
 * the page's wallets to announce themselves (`eip6963:requestProvider`). Any script in the page
 * can announce, so nothing here trusts a detail: a `null`, a proxy or a detail whose getters throw
 * is kept as it came (and later skipped by `listAnnouncedWallets`), never read in a way that
 * throws — unlike `mipd`'s store, where one `detail: null` made every later announcement throw and
 * be lost. A repeated uuid is ignored (the wallet answering a later request); at most 200 are kept.
 * Without `window` (server rendering) it is empty.
 *
 * @returns The store; listeners are told after each new announcement.
 */
export function createAnnouncementStore(): AnnouncementStore {
  const details: unknown[] = []
  const listeners = new Set<() => void>()
  const target = typeof window === 'undefined' ? undefined : window
  const onAnnounce = (event: Event) => {
    if (details.length >= MAX_ANNOUNCEMENTS) return
    const { detail } = event as CustomEvent<unknown>
    const uuid = uuidOf(detail)
    if (typeof uuid === 'string' && details.some((known) => uuidOf(known) === uuid)) return
    details.push(detail)
    for (const listener of listeners) listener()
  }
  target?.addEventListener('eip6963:announceProvider', onAnnounce)
  target?.dispatchEvent(new Event('eip6963:requestProvider'))
  return {
    getProviders: () => details,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      target?.removeEventListener('eip6963:announceProvider', onAnnounce)
      listeners.clear()
    },
  }
}
