import { isUserRejectedError } from '@latch/core'
import { UserRejectedRequestError } from './errors.js'

/** `WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED` of `@wallet-standard/errors`. */
const WALLET_STANDARD_REQUEST_REJECTED = 4_001_000
const rejectionMessage =
  /user (rejected|denied|declined|cancel{1,2}ed|refused)|rejected the request|approval denied|request (was )?(rejected|denied|cancel{1,2}ed)/i

/**
 * What a wallet's error becomes before it reaches core: an error core already reads as a user
 * rejection (EIP-1193 4001, WalletConnect 5000) is passed on as it is; a Wallet Standard rejection
 * (`@wallet-standard/errors` code 4001000, in `code` or `context.__code`) or an error whose message
 * says the user rejected becomes a {@link UserRejectedRequestError} with the wallet's error as
 * `cause`; anything else is passed on as it is. Reading a hostile error never throws.
 *
 * @param error - What the wallet threw.
 * @returns The error to throw.
 */
export function toUserRejection(error: unknown): unknown {
  try {
    if (isUserRejectedError(error)) return error
    if (typeof error !== 'object' || error === null) {
      return typeof error === 'string' && rejectionMessage.test(error)
        ? new UserRejectedRequestError(error)
        : error
    }
    const { code, context, message } = error as {
      code?: unknown
      context?: { __code?: unknown }
      message?: unknown
    }
    const rejected =
      code === WALLET_STANDARD_REQUEST_REJECTED ||
      context?.__code === WALLET_STANDARD_REQUEST_REJECTED ||
      (typeof message === 'string' && rejectionMessage.test(message))
    return rejected ? new UserRejectedRequestError(error) : error
  } catch {
    return error
  }
}
