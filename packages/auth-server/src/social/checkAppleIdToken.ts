import { decodeIdToken } from 'arctic'
import * as z from 'zod'
import { SocialError, type SocialProfile } from './types.js'

/** Apple's issuer, the `iss` of its ID tokens. */
export const APPLE_ISSUER = 'https://appleid.apple.com'

const appleClaimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string().min(1).max(255),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  email: z.string().max(254).optional(),
  // Apple has sent the flag as a boolean and as the strings "true"/"false".
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
})

/** Apple's `user` form field of the first login: `{ name: { firstName, lastName }, email }`. */
const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
})

/**
 * Reads Apple's ID token from its token endpoint (over TLS, so its signature is not checked, OIDC
 * Core §3.1.3.7) and checks its claims: `iss` is Apple's, `aud` the client id, not expired
 * (60 s of tolerance), `nonce` the attempt's. The name comes from the `user` form field, which
 * Apple sends on the first login only.
 *
 * @throws {SocialError} `nonce_mismatch` for another nonce, `invalid_id_token` for anything else.
 */
export function checkAppleIdToken(
  idToken: string,
  expected: { clientId: string; nonce: string | undefined; now: Date; userField: string | null },
): SocialProfile {
  let claims: z.infer<typeof appleClaimsSchema>
  try {
    claims = appleClaimsSchema.parse(decodeIdToken(idToken))
  } catch (error) {
    throw new SocialError('invalid_id_token', { cause: error })
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  const nowSeconds = expected.now.getTime() / 1000
  if (
    claims.iss !== APPLE_ISSUER ||
    !audiences.includes(expected.clientId) ||
    claims.exp + 60 < nowSeconds
  )
    throw new SocialError('invalid_id_token')
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce)
    throw new SocialError('nonce_mismatch')
  return {
    subject: claims.sub,
    issuer: claims.iss,
    email: claims.email,
    emailVerified: claims.email_verified,
    username: readAppleName(expected.userField),
  }
}

function readAppleName(userField: string | null): string | undefined {
  if (!userField) return undefined
  try {
    const { name } = appleUserSchema.parse(JSON.parse(userField))
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').slice(0, 100)
    return full || undefined
  } catch {
    return undefined
  }
}
