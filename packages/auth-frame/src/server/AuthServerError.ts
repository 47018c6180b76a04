/**
 * A failed call to the auth server: its HTTP `status` and `error` code (API.md), or
 * `error: 'network'` with status 0 when the server could not be reached, timed out, or answered
 * something that does not parse.
 */
export class AuthServerError extends Error {
  override name = 'AuthServerError'
  /** HTTP status, 0 for a network failure. */
  readonly status: number
  /** The server's `error` (e.g. `invalid_code`, `invalid_session`, `login_required`) or `network`. */
  readonly error: string
  /** Why a social login failed (`social_failed`), e.g. `access_denied`. */
  readonly reason: string | undefined
  /** Wrong codes left (`invalid_code`). */
  readonly attemptsLeft: number | undefined
  /** Seconds to wait before trying again (`rate_limited`). */
  readonly retryAfter: number | undefined

  constructor(
    status: number,
    error: string,
    parameters: {
      reason?: string | undefined
      attemptsLeft?: number | undefined
      retryAfter?: number | undefined
      cause?: unknown
    } = {},
  ) {
    super(
      `Auth server: ${error}${status ? ` (${status})` : ''}`,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.status = status
    this.error = error
    this.reason = parameters.reason
    this.attemptsLeft = parameters.attemptsLeft
    this.retryAfter = parameters.retryAfter
  }
}
