import type { AuthFrameResponse } from '@latch/core/auth-frame'

/** The `error` of a failed {@link AuthFrameResponse}: EIP-1193 code, message, login reason. */
export type AuthFrameErrorBody = Extract<AuthFrameResponse, { ok: false }>['error']

/** EIP-1193 (and JSON-RPC) error codes the frame answers with. */
export const errorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * An error the frame reports to the host as a failed response: an EIP-1193 `code`, a short
 * message, and for login failures a `reason` (and `attemptsLeft` for a wrong code).
 *
 * @example
 * throw new AuthFrameError(4001, 'User rejected the request.')
 */
export class AuthFrameError extends Error {
  override name = 'AuthFrameError'
  /** EIP-1193 / JSON-RPC error code (see {@link errorCodes}). */
  readonly code: number
  /** Why a login failed, when it did. */
  readonly reason: AuthFrameErrorBody['reason']
  /** Wrong codes left before the code is locked (`reason: 'invalid_code'`). */
  readonly attemptsLeft: number | undefined
  /** Seconds to wait before trying again (`reason: 'rate_limited'`), for the frame's own form. */
  readonly retryAfter: number | undefined

  constructor(
    code: number,
    message: string,
    parameters: {
      reason?: AuthFrameErrorBody['reason']
      attemptsLeft?: number | undefined
      retryAfter?: number | undefined
      cause?: unknown
    } = {},
  ) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.reason = parameters.reason
    this.attemptsLeft = parameters.attemptsLeft
    this.retryAfter = parameters.retryAfter
  }
}

/** EIP-1193 4001: the user pressed Reject (or the host rejected every pending request). */
export const userRejected = () =>
  new AuthFrameError(errorCodes.userRejected, 'User rejected the request.')

/** EIP-1193 4100: no signed-in user, or the signing material is not available. */
export const unauthorized = (message = 'The user is not signed in.', cause?: unknown) =>
  new AuthFrameError(errorCodes.unauthorized, message, { cause })

/**
 * Turns anything thrown while answering a request into the response's `error`: an
 * {@link AuthFrameError} keeps its code and reason; an error with a numeric `code` (a JSON-RPC error
 * from the node, via viem) keeps it; anything else is -32603. Messages are cut to 500 characters.
 *
 * @param error - What was thrown.
 * @returns The `error` field of a failed response.
 */
export function toErrorBody(error: unknown): AuthFrameErrorBody {
  if (error instanceof AuthFrameError) {
    return {
      code: error.code,
      message: error.message.slice(0, 500),
      ...(error.reason ? { reason: error.reason } : {}),
      ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
    }
  }
  const candidate = (error ?? {}) as { code?: unknown; shortMessage?: unknown; message?: unknown }
  const message =
    typeof candidate.shortMessage === 'string'
      ? candidate.shortMessage
      : typeof candidate.message === 'string'
        ? candidate.message
        : 'Internal error'
  const code =
    typeof candidate.code === 'number' && Number.isInteger(candidate.code)
      ? candidate.code
      : errorCodes.internal
  return { code, message: message.slice(0, 500) }
}
