/**
 * A WalletConnect URI counts as expired this long after Latch received it (ms).
 * Shorter than the SDK's own pairing time-to-live, so Latch always asks for a fresh URI before the
 * wallet would be shown a dead one.
 */
export const PAIRING_EXPIRY_MS = 4 * 60_000

/** A pairing within this many ms of its expiry already counts as expired. */
export const PAIRING_EXPIRED_WITHIN_MS = 10_000

/**
 * The library's pairing time-to-live (ms): the `expiryTimestamp` of the `wc:` URI
 * (EIP-1328) that `@walletconnect/core` creates.
 */
export const WALLETCONNECT_PAIRING_TTL_MS = 5 * 60_000

/** How long a session proposal waits for the wallet's answer (ms). */
export const WALLETCONNECT_PROPOSAL_EXPIRY_MS = 5 * 60_000

/** A session's lifetime from its approval (ms); wallets may extend it. */
export const WALLETCONNECT_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000

/** Latch's own WalletConnect storage keys (the client keeps pairings and sessions under its own). */
export const walletConnectStorageKeys = {
  /** The deep link last used to open a mobile wallet: a `WalletConnectLinking`. */
  deepLink: '@latch/wc_deep_link',
} as const
