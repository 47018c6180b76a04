import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard registry of its own for tests (the page's `getWallets()` is one per process):
 * `register` adds wallets and tells `register` listeners, its return unregisters them.
 */
export function createTestWalletRegistry() {
  let wallets: unknown[] = []
  const listeners = {
    register: new Set<(...wallets: Wallet[]) => void>(),
    unregister: new Set<(...wallets: Wallet[]) => void>(),
  }
  const registry: Pick<Wallets, 'get' | 'on'> & { register(...added: unknown[]): () => void } = {
    get: () => wallets as Wallet[],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      wallets = [...wallets, ...added]
      for (const listener of listeners.register) listener(...(added as Wallet[]))
      return () => {
        wallets = wallets.filter((wallet) => !added.includes(wallet))
        for (const listener of listeners.unregister) listener(...(added as Wallet[]))
      }
    },
  }
  return registry
}
