import { isPairingExpired } from './isPairingExpired.js'

/** Parameters of {@link shouldReusePairing}. */
export type ShouldReusePairingParameters = {
  /** Inside Telegram's in-app browser ({@link isTelegram}). */
  isTelegram: boolean
  /** In Safari on iOS or iPadOS ({@link isIosSafari}). */
  isIosSafari: boolean
  /** The current `wcUri`, if any. */
  uri: string | undefined
  /** The current `wcPairingExpiry`, ms since the epoch. */
  expiry: number | undefined
  /** The current time, ms since the epoch. */
  now: number
}

/**
 * Whether the WalletConnect flow keeps the URI it has instead of asking for a new one.
 * On Telegram and iOS Safari it does until the pairing expires: there the user leaves for the
 * wallet app and comes back, and a new URI would orphan the proposal the wallet is answering.
 * Everywhere else every attempt gets a new URI.
 *
 * @param parameters - {@link ShouldReusePairingParameters}
 * @returns `true` to reuse `uri`, `false` to connect anew.
 *
 * @example
 * import { isIosSafari, isTelegram, shouldReusePairing } from '@latch/core'
 *
 * const { wcUri, wcPairingExpiry } = stores.connection.getState()
 * const reuse = shouldReusePairing({
 *   isTelegram: isTelegram(),
 *   isIosSafari: isIosSafari(),
 *   uri: wcUri,
 *   expiry: wcPairingExpiry,
 *   now: Date.now(),
 * })
 */
export function shouldReusePairing(parameters: ShouldReusePairingParameters): boolean {
  const { uri, expiry, now } = parameters
  if (!parameters.isTelegram && !parameters.isIosSafari) return false
  return uri !== undefined && !isPairingExpired(expiry, now)
}
