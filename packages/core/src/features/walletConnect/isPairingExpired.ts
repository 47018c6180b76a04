import { PAIRING_EXPIRED_WITHIN_MS } from './constants.js'

/**
 * Whether a WalletConnect pairing URI must be replaced: it is when there is no
 * expiry, or when the expiry is less than 10 s away or past, so a wallet never scans a URI that
 * dies while it pairs.
 *
 * @param expiry - `wcPairingExpiry`, ms since the epoch, or `undefined` when there is no URI.
 * @param now - The current time, ms since the epoch.
 * @returns `true` when expired or absent.
 *
 * @example
 * import { isPairingExpired, PAIRING_EXPIRY_MS } from '@latch/core'
 *
 * isPairingExpired(Date.now() + PAIRING_EXPIRY_MS, Date.now()) // false
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRED_WITHIN_MS
}
