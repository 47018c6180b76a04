import type { Wallet } from '@wallet-standard/base'
import { check } from './check.js'
import { featureWith, walletChains, walletIcon, walletName } from './walletSchemas.js'

/** A Wallet Standard wallet Latch lists for Bitcoin, with what it showed checked. */
export type BitcoinStandardWallet = {
  /** The connector id: `walletStandard:{name}`, the same scheme as the Solana adapter's. */
  id: string
  /** The checked name (see `walletName`). */
  name: string
  /** The icon when it may be shown, else `undefined`. */
  icon: string | undefined
  /** The wallet's chains, e.g. `['bitcoin:mainnet', 'bitcoin:testnet']`. */
  chains: string[]
  /** The wallet itself, untrusted: every further read of it goes through a check. */
  wallet: Wallet
}

/**
 * Reads a registered Wallet Standard wallet as a Bitcoin wallet: one with a `bitcoin:` chain and the
 * `bitcoin:connect` feature (https://github.com/ExodusMovement/bitcoin-wallet-standard). Each value
 * is read once, inside a check, so a wallet whose getters throw or lie is skipped, never thrown.
 *
 * @returns The wallet, or `undefined` when it is not a usable Bitcoin wallet.
 */
export function readBitcoinWallet(wallet: Wallet): BitcoinStandardWallet | undefined {
  const name = check(walletName, () => wallet.name)
  const chains = check(walletChains, () => wallet.chains)
  if (!name || !chains?.some((chain) => chain.startsWith('bitcoin:'))) return undefined
  if (!check(featureWith('connect'), () => wallet.features['bitcoin:connect'])) return undefined
  return {
    id: `walletStandard:${name}`,
    name,
    icon: check(walletIcon, () => wallet.icon),
    chains,
    wallet,
  }
}
