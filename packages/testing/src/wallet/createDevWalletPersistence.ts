import type { DevWalletStorage } from './types.ts'

/**
 * A dev wallet's persisted state under `storageKey` in `storage`, as JSON, as an extension keeps
 * it across page loads.
 *
 * @returns `load()`: what was saved, `{}` when nothing was or it is not JSON (unchecked: test each
 *   field); `save(state)`: writes `state`.
 * @example
 * const persistence = createDevWalletPersistence<{ authorized: boolean }>(storage, 'my-wallet')
 * const authorized = persistence.load().authorized === true
 * persistence.save({ authorized: true })
 */
export function createDevWalletPersistence<state>(storage: DevWalletStorage, storageKey: string) {
  return {
    load(): Partial<state> {
      try {
        return JSON.parse(storage.getItem(storageKey) ?? '{}')
      } catch {
        return {}
      }
    },
    save(state: state) {
      storage.setItem(storageKey, JSON.stringify(state))
    },
  }
}
