import type { Logger } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import { type BitcoinStandardWallet, readBitcoinWallet } from './readBitcoinWallet.js'

/**
 * Every registered Wallet Standard wallet (`@wallet-standard/app`) that is a usable Bitcoin wallet
 * (see `readBitcoinWallet`), in registration order, duplicates of a name included.
 */
export function readBitcoinWallets(logger?: Logger): BitcoinStandardWallet[] {
  try {
    return getWallets()
      .get()
      .flatMap((wallet) => readBitcoinWallet(wallet) ?? [])
  } catch (error) {
    logger?.warn('Could not read the Wallet Standard wallets', error)
    return []
  }
}

/**
 * The Bitcoin wallets Latch lists: one per connector id, the first registered of several going by
 * one name (a page script registering a known wallet's name later cannot replace it).
 */
export function listBitcoinWallets(logger?: Logger): BitcoinStandardWallet[] {
  const byId = new Map<string, BitcoinStandardWallet>()
  for (const read of readBitcoinWallets(logger)) if (!byId.has(read.id)) byId.set(read.id, read)
  return [...byId.values()]
}
