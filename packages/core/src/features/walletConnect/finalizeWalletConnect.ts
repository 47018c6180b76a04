import type { WalletEntry } from '../../wallets/types.js'
import { walletConnectStorageKeys } from './constants.js'
import type { WalletConnectLinking } from './types.js'

/** Parameters of {@link finalizeWalletConnect}. */
export type FinalizeWalletConnectParameters = {
  /** `wcLinking`: the deep link that opened a mobile wallet, `undefined` after a QR scan. */
  linking: WalletConnectLinking | undefined
  /** `recentWallet`: the wallet the user picked, `undefined` when none was (a plain QR scan). */
  wallet: Pick<WalletEntry, 'id' | 'name'> | undefined
}

/** What finalizing a WalletConnect connection stores and tracks. */
export type FinalizeWalletConnectReturnType = {
  /** Storage writes: the deep link, when one was used. */
  storageWrites: readonly { key: string; value: unknown }[]
  /** The wallet to add to the recent wallets (`addRecentWallet`), when one was picked. */
  recentWallet: Pick<WalletEntry, 'id' | 'name'> | undefined
  /** The analytics event to emit. */
  event: {
    name: 'CONNECT_SUCCESS'
    properties: { method: 'mobile' | 'qrcode'; name: string }
  }
}

/**
 * What finalizing does once a WalletConnect session is approved: store the deep link and
 * the recent wallet, and track CONNECT_SUCCESS with method `mobile` when a deep link was used,
 * else `qrcode`. The event names the wallet picked, or 'WalletConnect' after a plain QR scan.
 *
 * @param parameters - {@link FinalizeWalletConnectParameters}
 * @returns The writes, the recent wallet and the event, as data for core's flow to apply.
 *
 * @example
 * import { finalizeWalletConnect } from '@latch/core'
 *
 * const { wcLinking, recentWallet } = stores.connection.getState()
 * const done = finalizeWalletConnect({ linking: wcLinking, wallet: recentWallet })
 * for (const { key, value } of done.storageWrites) storage.set(key, value)
 * events.emit(done.event.name, done.event.properties)
 */
export function finalizeWalletConnect(
  parameters: FinalizeWalletConnectParameters,
): FinalizeWalletConnectReturnType {
  const { linking, wallet } = parameters
  return {
    storageWrites: linking ? [{ key: walletConnectStorageKeys.deepLink, value: linking }] : [],
    recentWallet: wallet,
    event: {
      name: 'CONNECT_SUCCESS',
      properties: { method: linking ? 'mobile' : 'qrcode', name: wallet?.name ?? 'WalletConnect' },
    },
  }
}
