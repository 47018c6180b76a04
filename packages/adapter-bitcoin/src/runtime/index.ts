// The Bitcoin adapter's lazy part (createBitcoinAdapter's `loadRuntime`), loaded on the first
// connect, reconnect, signature or switch: wallet requests, reading the accounts wallets share
// (zod-checked, their addresses checked with @scure/base and @noble/hashes) and the connections.

export { createWalletConnection } from '../wallet/createWalletConnection.js'
export { connectStandardWallet, readAuthorizedAccounts } from '../wallet/standardWallet.js'
export { connectWalletConnectSession } from '../walletConnect/connectWalletConnectSession.js'
