/**
 * The id of the wagmi connector bridging to core's WalletConnect session (core names the option
 * `walletConnect`; a host's own wagmi config may already hold a connector with that id).
 */
export const WALLETCONNECT_BRIDGE_ID = 'latch.walletConnect'
