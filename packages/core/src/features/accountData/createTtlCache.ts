/** A small in-memory cache whose entries expire `ttl` ms after they were set. */
export type TtlCache<T> = {
  /** The entry, or `undefined` when absent or older than the time to live. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
}

/**
 * Creates a {@link TtlCache} (cache lifetimes: balances 30 s, identity and ENS 5 min).
 *
 * @param ttl - Time to live in ms.
 * @param now - The clock, injected for tests; `Date.now` by default.
 */
export function createTtlCache<T>(ttl: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { value: T; at: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at >= ttl) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.set(key, { value, at: now() })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
