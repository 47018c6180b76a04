import { jwtVerify } from 'jose'
import * as z from 'zod'
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_LIFETIME_SECONDS } from './signAccessToken.js'

/** An access token's claims, as the routes use them. */
export type AccessTokenClaims = {
  userId: string
  /** Absent for a user without an email (some social logins). */
  email: string | undefined
  projectId: string
  /** When the user last entered a code, in seconds since the epoch. */
  authTime: number
}

const claimsSchema = z
  .object({
    sub: z.uuid(),
    email: z.string().optional(),
    pid: z.string(),
    auth_time: z.number().int(),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  // No token outlives what signAccessToken gives: a longer one was not made by this server.
  .refine((claims) => claims.exp - claims.iat <= ACCESS_TOKEN_LIFETIME_SECONDS)

/**
 * Verifies an access token as `signAccessToken` makes them: header `alg` HS256 and `typ`
 * JWT only; `iss` the server's public URL; `aud` `latch-auth-frame`; `sub`, `iat` and `exp`
 * required; `iat` at most 15 minutes (plus 5 s of clock tolerance) before `now` and not after it;
 * `exp` after `now` and at most 15 minutes after `iat`.
 *
 * @param token - The compact JWT from the `Authorization: Bearer` header.
 * @param parameters.secret - The HS256 secret (`LATCH_AUTH_JWT_SECRET`).
 * @param parameters.issuer - The server's public URL.
 * @param parameters.now - The server's clock.
 * @returns Its claims, or `undefined` when the token is invalid or expired.
 */
export async function verifyAccessToken(
  token: string,
  parameters: { secret: Uint8Array; issuer: string; now: Date },
): Promise<AccessTokenClaims | undefined> {
  const { secret, issuer, now } = parameters
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      typ: 'JWT',
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS,
      clockTolerance: 5,
      currentDate: now,
    })
    const claims = claimsSchema.parse(payload)
    return {
      userId: claims.sub,
      email: claims.email,
      projectId: claims.pid,
      authTime: claims.auth_time,
    }
  } catch {
    return undefined
  }
}
