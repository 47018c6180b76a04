import { createDevWallet, type DevWallet } from '@latch/testing'
import { anvil } from './networks'

declare global {
  interface Window {
    /** The demo's dev wallet, for end-to-end tests to flip its behaviour. */
    latchDevWallet?: DevWallet
  }
}

/**
 * Installs the Latch Dev Wallet (anvil's public test keys) and announces it through EIP-6963, as a
 * browser extension would. It knows Anvil only: switching to Anvil 2 goes through
 * `wallet_addEthereumChain`, like a real wallet meeting a new chain.
 */
export function installDevWallet(): DevWallet {
  const wallet = createDevWallet({
    chains: [
      {
        id: 31337,
        name: anvil.name,
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: anvil.nativeCurrency,
      },
    ],
  })
  wallet.announce()
  window.latchDevWallet = wallet
  return wallet
}
