import type { StorageLike } from './createSafeStorage.js'

/**
 * An in-memory Web Storage, for tests and for environments without `localStorage`.
 * @returns An object with `getItem`, `setItem`, `removeItem`, values kept as strings.
 */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}
