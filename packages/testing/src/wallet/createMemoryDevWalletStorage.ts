import type { DevWalletStorage } from './types.ts'

/**
 * An in-memory store for the dev wallet's state, for Node tests and pages where `localStorage` is
 * blocked (sandboxed frames). Nothing persists across reloads.
 *
 * @returns `getItem`/`setItem`/`removeItem` over a null-prototype record (no `__proto__` keys).
 * @example
 * const wallet = createDevWallet({ chains, storage: createMemoryDevWalletStorage() })
 */
export function createMemoryDevWalletStorage(): DevWalletStorage {
  const items: Record<string, string> = Object.create(null)
  return {
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = String(value)
    },
    removeItem: (key) => {
      delete items[key]
    },
  }
}
