// Constants of the features that load after startup (spec §9 cache times, networks, timeouts).
// Startup's few are in constants.ts: a module's every used export sits in the chunk of its first
// static importer, so these stay out of startup.

/** Recent wallets kept. */
export const RECENT_WALLETS_MAX = 2
/** Balance format, decimals shown. */
export const BALANCE_DECIMALS = 3
/** Fiat amounts ("money") are shown with 2 decimals. */
export const MONEY_DECIMALS = 2
/** Portfolio and native balances are cached 30 s per CAIP-10 address. */
export const BALANCE_CACHE_MS = 30_000
/** No new token balance fetch within 30 s of a failed one. */
export const BALANCE_RETRY_GAP_MS = 30_000
/** Identity (and ENS) lookups are cached 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** The hosted API used when a project id is set and `apiUrl` is not. */
export const DEFAULT_API_URL = 'https://api.web3modal.org'
/** At most 99 pending transactions are tracked; the oldest is forgotten past that. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1
/** Swap networks of the Blockchain API's convert endpoints (eip155 chain ids). */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
/** Namespaces that can send (else 'Unsupported chain'). */
export const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** Namespaces with an on-ramp. */
export const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** How long Latch waits for a sent transaction to be mined before it stops tracking it (ms). */
export const TRANSACTION_WAIT_MS = 120_000
/** How long the secure auth frame may take to load and say `ready` before 'iframe load failed' (ms). */
export const AUTH_FRAME_LOAD_TIMEOUT_MS = 15_000
/**
 * How long a frame request that needs no user action may take before 'iframe request timeout' (ms).
 * Requests waiting for the user's approval have no deadline.
 */
export const AUTH_FRAME_REQUEST_TIMEOUT_MS = 30_000
/** The delay before the unsafe-method toast 'Action not allowed' shows (ms). */
export const UNSAFE_METHOD_TOAST_DELAY_MS = 300
/** Image preload timeout (ms); an image not loaded by then shows the monogram instead. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
