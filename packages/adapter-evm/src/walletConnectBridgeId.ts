/**
 * The id of the wagmi connector bridging to core's WalletConnect session (core names the option
 * `walletConnect`; a host's own wagmi config may already hold a connector with that id).
 */
export const WALLETCONNECT_BRIDGE_ID = 'latch.walletConnect'

/**
 * The id of the wagmi connector bridging to core's embedded wallet (core names it
 * `ID_AUTH`): the email login's EIP-1193 provider, whose requests go to the secure auth frame.
 */
export const AUTH_BRIDGE_ID = 'latch.auth'
