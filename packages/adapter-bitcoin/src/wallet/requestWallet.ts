import { isUserRejectedError, WALLETCONNECT_USER_REJECTED_CODE } from '@latch/core'
import { UserRejectedRequestError, WalletRequestError } from '../errors.js'

/** How wallets without a code word a declined prompt. */
const declined = /\b(user|request)\b.*\b(rejected|denied|declined|cancel(l)?ed)\b/i

function read<T>(error: unknown, key: string, is: (value: unknown) => value is T): T | undefined {
  try {
    const value = (error as Record<string, unknown>)[key]
    return is(value) ? value : undefined
  } catch {
    return undefined
  }
}
const isString = (value: unknown): value is string => typeof value === 'string'
const isCode = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && value.length <= 64)

/**
 * What a wallet threw, as an error core can read safely: {@link UserRejectedRequestError} when the
 * user declined (code 4001, WalletConnect's 5000, a `UserRejectedRequestError`, or a message such
 * as 'User rejected the request'), else a {@link WalletRequestError} with a plain copy of the code,
 * name and message. Reading the thrown value never throws (hostile getters count as absent).
 */
export function toWalletError(method: string, error: unknown): Error {
  if (typeof error !== 'object' || error === null) {
    return new WalletRequestError(method, {
      message: isString(error) ? error.slice(0, 200) : undefined,
    })
  }
  const code = read(error, 'code', isCode)
  const name = read(error, 'name', isString)?.slice(0, 64)
  const message = read(error, 'message', isString)?.slice(0, 200)
  let rejected = false
  try {
    rejected = isUserRejectedError(error)
  } catch {
    // A hostile cause chain: judged by what could be read.
  }
  if (
    rejected ||
    code === WALLETCONNECT_USER_REJECTED_CODE ||
    name === 'UserRejectedRequestError' ||
    (message !== undefined && declined.test(message))
  ) {
    return new UserRejectedRequestError(method)
  }
  return new WalletRequestError(method, { code, name, message })
}

/**
 * Calls a wallet method and waits for it, turning whatever it throws (synchronously or as a
 * rejection) into {@link toWalletError}'s safe errors.
 */
export async function requestWallet<T>(method: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toWalletError(method, error)
  }
}
