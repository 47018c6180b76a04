/**
 * `localStorage` for wagmi, made safe (spec §8: storage failures are logged and ignored): a
 * getter that throws (`SecurityError` with storage blocked), a full quota or a missing storage
 * never fail a connect — reads give `null`, writes are dropped.
 */
export function createSafeWebStorage(): {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
} {
  const storage = () => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
      return undefined
    }
  }
  return {
    getItem(key) {
      try {
        return storage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        storage()?.setItem(key, value)
      } catch {}
    },
    removeItem(key) {
      try {
        storage()?.removeItem(key)
      } catch {}
    },
  }
}
