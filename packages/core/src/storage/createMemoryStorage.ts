import type { StorageLike } from './createSafeStorage.js'

/**
 * An in-memory Web Storage, for tests and for environments without `localStorage`.
 * @returns An object with `getItem`, `setItem`, `removeItem`, values kept as strings.
 *
 * @example
 * import { createMemoryStorage } from '@latch/core'
 *
 * const storage = createMemoryStorage() // pass it as the `storage` option
 * storage.setItem('latch.example', 'dark')
 * storage.getItem('latch.example') // 'dark'
 * storage.getItem('missing') // null
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
