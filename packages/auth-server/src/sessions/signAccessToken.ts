import { SignJWT } from 'jose'

/** The access tokens' audience: the auth frame. */
export const ACCESS_TOKEN_AUDIENCE = 'latch-auth-frame'

/** An access token's lifetime, in seconds (15 minutes). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60

/**
 * Signs an access token: an HS256 JWT with `sub` (user id), `email` (omitted for a user without
 * one: a social login whose provider gave no verified email), `pid` (project id),
 * `auth_time` (seconds; the code login's time, kept across refreshes), `iss`, `aud`
 * `latch-auth-frame`, `iat` and `exp` (15 minutes after `now`).
 */
export function signAccessToken(parameters: {
  secret: Uint8Array
  issuer: string
  userId: string
  email: string | null
  projectId: string
  authTime: Date
  now: Date
}): Promise<string> {
  const { secret, issuer, userId, email, projectId, authTime, now } = parameters
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({
    ...(email !== null && { email }),
    pid: projectId,
    auth_time: Math.floor(authTime.getTime() / 1000),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(secret)
}
