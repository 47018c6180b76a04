import { createDevBitcoinWallet, type DevBitcoinWallet } from '@latch/testing'
import { pageStorage } from './pageStorage'

declare global {
  interface Window {
    /** The demo's dev Bitcoin wallet, for end-to-end tests to flip its behaviour. */
    latchDevBitcoinWallet?: DevBitcoinWallet
  }
}

/**
 * Installs the Latch Dev Bitcoin Wallet (BIP-322's public test key) and registers it through the
 * Wallet Standard, as a browser extension would. It starts on Bitcoin testnet (`tb1q…` payment
 * address) and keeps the site's authorization and its network in `localStorage`, so a reload
 * reconnects; `window.latchDevBitcoinWallet.setNetwork('mainnet')` switches it from the wallet side.
 */
export function installDevBitcoinWallet(): DevBitcoinWallet {
  const wallet = createDevBitcoinWallet({ network: 'testnet', storage: pageStorage() })
  wallet.register()
  window.latchDevBitcoinWallet = wallet
  return wallet
}
