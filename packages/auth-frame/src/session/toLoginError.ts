import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { AuthServerError } from '../server/AuthServerError.js'

const loginReasons = {
  invalid_code: 'The code is not correct.',
  expired_code: 'The code has expired.',
  locked: 'Too many wrong codes: ask for a new code.',
  rate_limited: 'Too many attempts: try again later.',
} as const

/**
 * Maps a failed auth-server call to the frame's answer: the API's `invalid_code` (with
 * `attemptsLeft`), `expired_code`, `locked` and `rate_limited` (with `retryAfter`, seconds) become
 * EIP-1193 4100 with that `reason`; an unreachable server, a timeout or a 5xx become 4900 with `reason: 'network'`; a lost
 * session 4100; anything else -32603.
 *
 * @param error - What a server call threw.
 * @returns The {@link AuthFrameError} to answer with.
 */
export function toLoginError(error: unknown): AuthFrameError {
  if (error instanceof AuthFrameError) return error
  if (!(error instanceof AuthServerError))
    return new AuthFrameError(errorCodes.internal, 'Internal error', { cause: error })
  if (error.error in loginReasons) {
    const reason = error.error as keyof typeof loginReasons
    return new AuthFrameError(errorCodes.unauthorized, loginReasons[reason], {
      reason,
      attemptsLeft: error.attemptsLeft,
      retryAfter: error.retryAfter,
      cause: error,
    })
  }
  if (error.status === 0 || error.status >= 500)
    return new AuthFrameError(errorCodes.disconnected, 'The auth server could not be reached.', {
      reason: 'network',
      cause: error,
    })
  if (error.status === 401 || error.status === 403)
    return new AuthFrameError(errorCodes.unauthorized, 'The session has ended: sign in again.', {
      cause: error,
    })
  return new AuthFrameError(errorCodes.internal, error.message, { cause: error })
}
