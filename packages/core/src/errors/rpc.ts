/** EIP-1193 error code for a request the user rejected. */
export const USER_REJECTED_CODE = 4001
/** WalletConnect's code for a session proposal the user rejected (CAIP-25 / WalletConnect SDK errors). */
export const WALLETCONNECT_USER_REJECTED_CODE = 5000

/**
 * Whether an error, or any error in its `cause` chain, is the user rejecting the request
 * (EIP-1193 code 4001, as wallets and viem's `UserRejectedRequestError` report it; WalletConnect's
 * 5000 for a declined session proposal).
 * Rejection is not a bug: flows show the spec's message for it instead of an error.
 *
 * @param error - Anything thrown by a wallet, viem or wagmi.
 * @returns `true` when the error or a cause in its chain holds code 4001 (or 5000), or is named
 *   `UserRejectedRequestError`; `false` otherwise.
 *
 * @example
 * import { isUserRejectedError } from '@latch/core'
 *
 * isUserRejectedError({ code: 4001, message: 'User rejected the request.' }) // true
 * isUserRejectedError(new Error('Signing failed', { cause: { code: 4001 } })) // true
 * isUserRejectedError({ code: 4902 }) // false
 */
export function isUserRejectedError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current; depth++) {
    if (typeof current !== 'object') return false
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (
      candidate.code === USER_REJECTED_CODE ||
      candidate.code === WALLETCONNECT_USER_REJECTED_CODE
    )
      return true
    if (candidate.name === 'UserRejectedRequestError') return true
    current = candidate.cause
  }
  return false
}
