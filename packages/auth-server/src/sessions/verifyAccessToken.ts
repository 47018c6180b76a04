import { jwtVerify } from 'jose'
import * as z from 'zod'
import { ACCESS_TOKEN_AUDIENCE } from './signAccessToken.js'

/** An access token's claims, as the routes use them. */
export type AccessTokenClaims = {
  userId: string
  email: string
  projectId: string
  /** When the user last entered a code, in seconds since the epoch. */
  authTime: number
}

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  pid: z.string(),
  auth_time: z.number().int(),
})

/**
 * Verifies an access token (HS256 only, issuer, audience, expiry against `now`).
 *
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
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
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
