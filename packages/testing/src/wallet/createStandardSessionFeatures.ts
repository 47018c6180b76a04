import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'

/**
 * A dev Wallet Standard wallet's session features (https://github.com/wallet-standard/wallet-standard):
 * `standard:disconnect`, which calls `deauthorize`, and `standard:events`, `on('change', listener)`
 * until the function it returns is called (other events are never emitted).
 *
 * @param deauthorize - Forgets the site's authorization (and emits, see `emitAccounts`).
 * @returns `features`, to spread into the wallet's, and `emitAccounts(accounts)`, which tells every
 *   `change` listener `{ accounts }`.
 * @example
 * const session = createStandardSessionFeatures(deauthorize)
 * const features = { 'standard:connect': connect, ...session.features }
 * session.emitAccounts([])
 */
export function createStandardSessionFeatures(deauthorize: () => void) {
  const listeners = new Set<StandardEventsListeners['change']>()
  const features: StandardDisconnectFeature & StandardEventsFeature = {
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        deauthorize()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  return {
    features,
    emitAccounts(accounts: readonly WalletAccount[]) {
      for (const listener of listeners) listener({ accounts })
    },
  }
}
