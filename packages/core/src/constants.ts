/** Spec §9: recent wallets kept. */
export const RECENT_WALLETS_MAX = 2
/** Spec §4: a new toast while one is open closes it and shows after this delay (ms). */
export const TOAST_SWAP_DELAY_MS = 150
/** How long a toast stays before closing itself (ms). */
export const TOAST_AUTO_CLOSE_MS = 2500
/** Spec §9: balance format, decimals shown. */
export const BALANCE_DECIMALS = 3
/** Spec §2 animations (ms). */
export const MOTION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  shake: 500,
} as const
/** Spec §9 modal width (px) and z-index. */
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
/** Spec §9: fiat amounts ("money") are shown with 2 decimals. */
export const MONEY_DECIMALS = 2
/** Spec §9: portfolio and native balances are cached 30 s per CAIP-10 address. */
export const BALANCE_CACHE_MS = 30_000
/** Spec §4, §9: no new token balance fetch within 30 s of a failed one. */
export const BALANCE_RETRY_GAP_MS = 30_000
/** Spec §9: identity (and ENS) lookups are cached 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** The hosted API used when a project id is set and `apiUrl` is not. */
export const DEFAULT_API_URL = 'https://api.web3modal.org'
/** Spec §9: at most 99 pending transactions are tracked; the oldest is forgotten past that. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Spec §9 swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1
/** Spec §9 swap networks of the Blockchain API's convert endpoints (eip155 chain ids). */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
/** Spec §9: namespaces that can send (else 'Unsupported chain'). */
export const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** Spec §9: namespaces with an on-ramp. */
export const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** How long Latch waits for a sent transaction to be mined before it stops tracking it (ms). */
export const TRANSACTION_WAIT_MS = 120_000
/** Connector id of the embedded wallet (spec §3 `ID_AUTH`). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'
/** How long the secure auth frame may take to load and say `ready` before 'iframe load failed' (ms). */
export const AUTH_FRAME_LOAD_TIMEOUT_MS = 15_000
/**
 * How long a frame request that needs no user action may take before 'iframe request timeout' (ms).
 * Requests waiting for the user's approval have no deadline.
 */
export const AUTH_FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Spec §9: the delay before the unsafe-method toast 'Action not allowed' shows (ms). */
export const UNSAFE_METHOD_TOAST_DELAY_MS = 300
/** Spec §9: image preload timeout (ms); an image not loaded by then shows the monogram instead. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
