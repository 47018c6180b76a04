import { createDevSolanaWallet, type DevSolanaWallet, devWalletInfo } from '@latch/testing'
import { pageStorage } from './pageStorage'

declare global {
  interface Window {
    /** The demo's dev Solana wallet, for end-to-end tests to flip its behaviour. */
    latchDevSolanaWallet?: DevSolanaWallet
  }
}

/**
 * Installs the Latch Dev Solana Wallet (a public test seed) and registers it through the Wallet
 * Standard, as a browser extension would. `solana:localnet` sends through the local Solana RPC
 * (`http://127.0.0.1:8899`, `npm run demo` starts it); the site's authorization and the selected
 * account persist in `localStorage`, so a reload reconnects.
 *
 * With `dual`, it takes the EVM dev wallet's name and icon ('Latch Dev Wallet'), as a wallet
 * present in both namespaces does, so the Connect list shows one wallet for both.
 */
export function installDevSolanaWallet(options: { dual?: boolean } = {}): DevSolanaWallet {
  const wallet = createDevSolanaWallet({
    ...(options.dual ? { name: devWalletInfo.name, icon: devWalletInfo.icon } : {}),
    storage: pageStorage(),
  })
  wallet.register()
  window.latchDevSolanaWallet = wallet
  return wallet
}
