import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic'
import * as oidc from 'openid-client'
import { logServerError } from '../http/loggingErrors.js'
import { SocialError } from './types.js'

/** The ID-token claim an oauth4webapi comparison failed on (`nonce`, `iss`, `aud`…), if any. */
function failedClaim(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const detail = (cause as { cause?: unknown }).cause
    if (
      detail &&
      typeof detail === 'object' &&
      'claim' in detail &&
      typeof detail.claim === 'string'
    )
      return detail.claim
    cause = detail
  }
  return undefined
}

/** A response an error carries (openid-client's "unexpected HTTP response status code"). */
function responseStatus(error: unknown): number | undefined {
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError)
    return error.status
  if (error instanceof oidc.ResponseBodyError) return error.status
  const cause = error instanceof Error ? error.cause : undefined
  return cause instanceof Response ? cause.status : undefined
}

/**
 * Maps whatever a provider library threw to a {@link SocialError}: the user's refusal
 * (`access_denied`), a spent or expired code (`invalid_grant` → `expired_code`), a wrong `nonce`,
 * an ID token from another issuer or audience, expired or malformed (`invalid_id_token`), network
 * errors, timeouts and 5xx (`provider_unavailable`); anything else is `provider_error` and is
 * logged with the provider's id (never a token: errors carry none).
 */
export function toSocialError(error: unknown, providerId: string): SocialError {
  if (error instanceof SocialError) return error
  const reason = ((): SocialError['reason'] => {
    if (error instanceof oidc.AuthorizationResponseError)
      return error.error === 'access_denied' ? 'access_denied' : 'provider_error'
    if (error instanceof OAuth2RequestError || error instanceof oidc.ResponseBodyError) {
      const code = error instanceof OAuth2RequestError ? error.code : error.error
      if (code === 'invalid_grant') return 'expired_code'
      if (code === 'access_denied') return 'access_denied'
    }
    const status = responseStatus(error)
    if (status !== undefined && status >= 500) return 'provider_unavailable'
    if (error instanceof ArcticFetchError || error instanceof TypeError)
      return 'provider_unavailable'
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return 'provider_unavailable'
    if (error instanceof oidc.ClientError) {
      if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT')
        return 'provider_unavailable'
      const claim = failedClaim(error)
      if (claim === 'nonce') return 'nonce_mismatch'
      if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || claim !== undefined)
        return 'invalid_id_token'
      if (
        error.code === 'OAUTH_INVALID_RESPONSE' &&
        /ID Token|"exp"|"iat"/.test(String(error.cause))
      )
        return 'invalid_id_token'
    }
    return 'provider_error'
  })()
  if (reason === 'provider_error' || reason === 'provider_unavailable')
    logServerError(`social login with ${providerId}: ${reason}`, error)
  return new SocialError(reason, { cause: error })
}
