import type { DevWalletStorage } from '../wallet/types.ts'

/**
 * An in-memory `Storage` stand-in: what the dev wallet persists to when `localStorage` is absent
 * (Node, SSR). Share one between two `createDevWallet` calls to simulate a page reload.
 *
 * @returns A fresh, empty storage.
 *
 * @example
 * import { createDevWallet, createMemoryStorage } from '@latch/testing'
 *
 * const storage = createMemoryStorage()
 * const wallet = createDevWallet({ chains, storage })
 * const reloaded = createDevWallet({ chains, storage })
 */
export function createMemoryStorage(): DevWalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
