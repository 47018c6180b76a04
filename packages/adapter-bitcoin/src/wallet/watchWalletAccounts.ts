import type { Logger } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { changeEvent } from './accountSchemas.js'
import { check } from './check.js'
import { featureWith } from './walletSchemas.js'

/**
 * Follows a wallet's `standard:events` `change` events that carry `accounts`: `onAccounts` gets the
 * (untrusted, length-checked) list, empty when the wallet disconnected the site. Events without
 * `accounts` (chains, features) are ignored; a wallet without events is not watched.
 *
 * @returns Stops watching; never throws.
 */
export function watchWalletAccounts(
  wallet: Wallet,
  onAccounts: (accounts: readonly unknown[]) => void,
  logger?: Logger,
): () => void {
  const on = check(featureWith('on'), () => wallet.features['standard:events'])?.on
  if (!on) return () => {}
  try {
    const stop = on('change', (change: unknown) => {
      const accounts = check(changeEvent, () => change)?.accounts
      if (accounts !== undefined) onAccounts(accounts)
    })
    return () => {
      try {
        if (typeof stop === 'function') stop()
      } catch (error) {
        logger?.warn("Could not stop listening to the Bitcoin wallet's events", error)
      }
    }
  } catch (error) {
    logger?.warn("Could not listen to the Bitcoin wallet's events", error)
    return () => {}
  }
}
