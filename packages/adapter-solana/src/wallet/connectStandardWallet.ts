import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../errors.js'
import { callWallet, getFeatureMethod, parseAnswer } from './callWalletFeature.js'
import { connectOutput, walletAccount } from './walletSchemas.js'

/** A wallet account Latch uses: the wallet's own object (handed back to its features) and its address. */
export type StandardWalletAccount = { account: WalletAccount; address: string; chains: string[] }

/**
 * The usable accounts among what a wallet gave (its `accounts`, or `standard:connect`'s): those
 * with a Solana address; with `chain`, those listing it come first.
 * @throws {InvalidWalletResponseError} 'The wallet sent an invalid account' when none is usable
 *   but some were given.
 */
export function pickAccounts(
  accounts: readonly unknown[],
  chain?: string,
): StandardWalletAccount[] {
  const usable = accounts.flatMap((account) => {
    const parsed = parseAnswer(walletAccount, account)
    return parsed ? [{ account: account as WalletAccount, ...parsed }] : []
  })
  if (usable.length === 0 && accounts.length > 0) {
    throw new InvalidWalletResponseError('account', 'standard:connect')
  }
  if (!chain) return usable
  return [
    ...usable.filter((entry) => entry.chains.includes(chain)),
    ...usable.filter((entry) => !entry.chains.includes(chain)),
  ]
}

/**
 * Asks a Wallet Standard wallet for its accounts (`standard:connect`,
 * https://github.com/wallet-standard/wallet-standard): `silent` asks without a prompt, as the
 * wallet allows.
 * @returns The usable accounts, the ones on `chain` first; empty when the wallet gave none.
 * @throws The wallet's error (a rejection as {@link UserRejectedRequestError}), or
 *   {@link InvalidWalletResponseError} for an answer that is not `{ accounts }` of Solana accounts.
 */
export async function connectStandardWallet(
  wallet: Wallet,
  options: { silent?: boolean; chain?: string } = {},
): Promise<StandardWalletAccount[]> {
  const connect = getFeatureMethod(wallet, 'standard:connect', 'connect')
  if (!connect) throw new InvalidWalletResponseError('account', 'standard:connect')
  const answer = await callWallet(() => connect(options.silent ? { silent: true } : undefined))
  const output = parseAnswer(connectOutput, answer)
  if (!output) throw new InvalidWalletResponseError('account', 'standard:connect')
  return pickAccounts(output.accounts, options.chain)
}

/**
 * Listens to a wallet's `standard:events` `change`: `onAccounts` gets the usable accounts each time
 * the wallet's accounts change (empty when it dropped the site). Malformed events are ignored.
 * @returns Stops listening; a no-op when the wallet has no events.
 */
export function watchStandardWallet(
  wallet: Wallet,
  onAccounts: (accounts: StandardWalletAccount[]) => void,
): () => void {
  const on = getFeatureMethod(wallet, 'standard:events', 'on')
  if (!on) return () => {}
  try {
    const off = on('change', (properties: unknown) => {
      try {
        const accounts = (properties as { accounts?: unknown } | null)?.accounts
        if (!Array.isArray(accounts)) return
        onAccounts(pickAccounts(accounts))
      } catch {
        // A malformed event is not the wallet's account change.
      }
    })
    return () => {
      try {
        if (typeof off === 'function') off()
      } catch {
        // The wallet's own off failing leaves nothing for Latch to do.
      }
    }
  } catch {
    return () => {}
  }
}
