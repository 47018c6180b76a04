// The lazy half of the Solana adapter: connecting, signing, sending and reading, loaded with one
// dynamic import on first need (or `preload()`, when the modal opens). `@solana/kit` is another
// chunk still, which these load when they need it (`SolanaAdapterContext.loadRuntime`).
export { connect, reconnect } from './connect.js'
export { disconnectWallet } from './disconnectWallet.js'
export {
  estimateFee,
  getBalance,
  getSlot,
  loadDataSource,
  simulateTransactions,
  waitForTransaction,
} from './readNetwork.js'
export { sendTransaction } from './sendTransaction.js'
export { signMessage } from './signMessage.js'
export { switchNetwork } from './switchNetwork.js'
