import { walletConnectStorageKeys } from './constants.js'
import type { WalletConnectConnectionState } from './types.js'

/** What resetting the WalletConnect connection leaves, for core's flow to apply. */
export type ResetWalletConnectStateReturnType = {
  /** The connection-state patch. `wcError` is kept. */
  state: Omit<WalletConnectConnectionState, 'wcError'>
  /** Storage keys to remove: the stored deep link. */
  removeStorageKeys: readonly string[]
}

/**
 * The state resetting the connection leaves: no URI, no expiry, no deep link, no recent
 * wallet, status disconnected, and the stored deep link removed. The flow applying it also clears
 * the transactions, as the spec says.
 *
 * @returns The patch and the storage keys to remove, as data.
 *
 * @example
 * import { resetWalletConnectState } from '@latch/core'
 *
 * const { state, removeStorageKeys } = resetWalletConnectState()
 * stores.connection.setState(state)
 * for (const key of removeStorageKeys) storage.remove(key)
 */
export function resetWalletConnectState(): ResetWalletConnectStateReturnType {
  return {
    state: {
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    },
    removeStorageKeys: [walletConnectStorageKeys.deepLink],
  }
}
