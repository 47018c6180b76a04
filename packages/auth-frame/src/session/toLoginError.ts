import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { AuthServerError } from '../server/AuthServerError.js'

const loginReasons = {
  invalid_code: 'The code is not correct.',
  expired_code: 'The code has expired.',
  locked: 'Too many wrong codes: ask for a new code.',
  rate_limited: 'Too many attempts: try again later.',
} as const

// The server's `social_failed` reasons the host tells apart; any other is `social_failed`.
const socialFailures = {
  access_denied: 'The login was refused at the provider.',
  email_unverified: 'The provider has not verified this email address.',
  provider_unavailable: 'The login provider could not be reached.',
} as const

// Social login errors that are not `social_failed`, by the server's `error`.
const socialErrors = {
  social_cancelled: [errorCodes.userRejected, 'social_cancelled', 'The login was cancelled.'],
  social_expired: [errorCodes.unauthorized, 'social_expired', 'The login has expired.'],
  unknown_attempt: [errorCodes.unauthorized, 'social_expired', 'The login has expired.'],
  // A completion that is not the attempt's: the login cannot be collected with it.
  invalid_completion: [errorCodes.unauthorized, 'social_failed', 'The login did not finish.'],
  unknown_provider: [errorCodes.unauthorized, 'unknown_provider', 'Unknown login provider.'],
  provider_unavailable: [
    errorCodes.disconnected,
    'provider_unavailable',
    'The login provider could not be reached.',
  ],
} as const

// Farcaster login errors (API.md "Farcaster login"), by the server's `error`.
const farcasterErrors = {
  farcaster_refused: [
    errorCodes.unauthorized,
    'farcaster_refused',
    'The Farcaster sign-in could not be verified.',
  ],
  farcaster_expired: [
    errorCodes.unauthorized,
    'farcaster_expired',
    'The Farcaster login has expired.',
  ],
  farcaster_cancelled: [errorCodes.userRejected, undefined, 'The login was cancelled.'],
  relay_unavailable: [
    errorCodes.disconnected,
    'relay_unavailable',
    'The Farcaster relay could not be reached.',
  ],
  optimism_rpc_unavailable: [
    errorCodes.disconnected,
    'optimism_rpc_unavailable',
    'The Farcaster registry could not be read.',
  ],
} as const

// Passkey errors of the auth server (API.md "Passkeys"), as the host is told them.
const passkeyErrors = {
  unknown_credential: ['unknown_credential', 'This passkey is not registered here.'],
  passkeys_unavailable: ['passkey_unavailable', 'Passkeys are not available here.'],
  invalid_challenge: ['passkey_failed', 'The passkey prompt has expired.'],
  invalid_assertion: ['passkey_failed', 'The passkey did not work.'],
  counter_regression: ['passkey_failed', 'The passkey did not work.'],
  invalid_attestation: ['passkey_failed', 'The passkey did not work.'],
  credential_exists: ['passkey_failed', 'This passkey is already added.'],
  no_prf_passkey: ['passkey_failed', 'No passkey of this user can protect the wallet.'],
  not_prf_passkey: ['passkey_failed', 'This passkey cannot protect the wallet.'],
  login_required: ['passkey_failed', 'For your security, log in again to add a passkey.'],
  too_many_passkeys: ['passkey_failed', 'This account already has the most passkeys it can hold.'],
} as const

/** The social or Farcaster login error `error` stands for, if any. */
function toSocialError(error: AuthServerError): AuthFrameError | undefined {
  if (error.error === 'social_failed') {
    const reason = error.reason && error.reason in socialFailures ? error.reason : undefined
    if (!reason)
      return new AuthFrameError(errorCodes.unauthorized, 'The login did not finish.', {
        reason: 'social_failed',
        cause: error,
      })
    const known = reason as keyof typeof socialFailures
    return new AuthFrameError(errorCodes.unauthorized, socialFailures[known], {
      reason: known,
      cause: error,
    })
  }
  const attemptErrors = { ...socialErrors, ...farcasterErrors }
  if (!(error.error in attemptErrors)) return undefined
  const [code, reason, message] = attemptErrors[error.error as keyof typeof attemptErrors]
  return new AuthFrameError(code, message, { reason, cause: error })
}

/**
 * Maps a failed auth-server call to the frame's answer: the API's `invalid_code` (with
 * `attemptsLeft`), `expired_code`, `locked` and `rate_limited` (with `retryAfter`, seconds) become
 * EIP-1193 4100 with that `reason`; an unreachable server, a timeout or a 5xx become 4900 with `reason: 'network'`; a lost
 * session 4100; anything else -32603. Social logins: `social_failed` becomes 4100 with its
 * `reason` (`access_denied` 'The login was refused at the provider.', `email_unverified` 'The
 * provider has not verified this email address.', `provider_unavailable` 'The login provider
 * could not be reached.', any other `social_failed` 'The login did not finish.');
 * `social_cancelled` 4001 'The login was cancelled.'; `social_expired` and `unknown_attempt` 4100
 * `social_expired` 'The login has expired.'; `invalid_completion` 4100 `social_failed` 'The login
 * did not finish.'; `unknown_provider` 4100 'Unknown login provider.';
 * a 503 `provider_unavailable` 4900 `provider_unavailable`. Passkeys, all 4100:
 * `unknown_credential` 'This passkey is not registered here.' (`unknown_credential`);
 * `passkeys_unavailable` 'Passkeys are not available here.' (`passkey_unavailable`); with reason
 * `passkey_failed`: `invalid_challenge` 'The passkey prompt has expired.', `invalid_assertion`,
 * `counter_regression`, `invalid_attestation` 'The passkey did not work.', `credential_exists`
 * 'This passkey is already added.', `no_prf_passkey` 'No passkey of this user can protect the
 * wallet.', `not_prf_passkey` 'This passkey cannot protect the wallet.', `login_required` (the
 * login is too old to add a passkey) 'For your security, log in again to add a passkey.',
 * `too_many_passkeys` 'This account already has the most passkeys it can hold.' Farcaster:
 * `farcaster_refused` 4100 'The Farcaster sign-in could not be verified.' (`farcaster_refused`,
 * whatever the server's `reason`); `farcaster_expired` 4100 'The Farcaster login has expired.'
 * (`farcaster_expired`); `farcaster_cancelled` 4001 'The login was cancelled.'; a 503
 * `relay_unavailable` 4900 'The Farcaster relay could not be reached.' (`relay_unavailable`);
 * a 503 `optimism_rpc_unavailable` 4900 'The Farcaster registry could not be read.'
 * (`optimism_rpc_unavailable`).
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
  const social = toSocialError(error)
  if (social) return social
  if (error.error in passkeyErrors) {
    const [reason, message] = passkeyErrors[error.error as keyof typeof passkeyErrors]
    return new AuthFrameError(errorCodes.unauthorized, message, { reason, cause: error })
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
