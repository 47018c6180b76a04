import { RECENT_WALLETS_MAX } from '../featureConstants.js'

/**
 * Recent wallets are at most 2, newest first, without duplicates.
 * @param recent - Connector ids, newest first.
 * @param connectorId - The wallet just used.
 * @returns The new list.
 */
export function addRecentWallet(recent: readonly string[], connectorId: string): string[] {
  return [connectorId, ...recent.filter((id) => id !== connectorId)].slice(0, RECENT_WALLETS_MAX)
}
