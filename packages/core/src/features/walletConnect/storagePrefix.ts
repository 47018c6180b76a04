/**
 * Latch's WalletConnect storage key prefix, so its sessions never clash with the host's. A module
 * of its own: startup reads the stored sessions under it, while the other WalletConnect constants
 * load with the feature.
 */
export const WALLETCONNECT_STORAGE_PREFIX = 'latch'
