import type { Sql } from '../db/createSql.js'
import { hashRefreshToken } from './hashRefreshToken.js'

/** The login a refresh token belongs to. */
export type RefreshTokenFamily = {
  familyId: string
  user: { id: string; email: string | null }
  projectId: string
  authTime: Date
  /** The social provider id of the login (`google`), `null` for an emailed code. */
  provider: string | null
}

/** The outcome of {@link rotateRefreshToken}. */
export type RotateRefreshTokenReturnType =
  | { status: 'rotated'; family: RefreshTokenFamily }
  /** The token was already rotated: its family is now revoked. */
  | { status: 'reused'; family: RefreshTokenFamily }
  /** The proof was not signed with the family's key (or the family has none): nothing changed. */
  | { status: 'wrong_key'; family: RefreshTokenFamily }
  | { status: 'invalid' }

/**
 * Spends a refresh token: marks it rotated (the caller issues the next one in its family). A token
 * spent before is a reuse, a sign of theft, and revokes the whole family. Unknown and expired
 * tokens and tokens of a revoked family are `invalid`.
 *
 * Runs in a transaction that first locks the family's row, then reads the token: refreshes,
 * reuses and sign-outs of one family are serialised, and since revocation is a mark on the family
 * (not on its tokens), a successor a concurrent refresh inserts after the family was revoked is
 * revoked too.
 *
 * @param parameters.refreshToken - The token presented.
 * @param parameters.jkt - The RFC 7638 thumbprint of the key that signed the request's DPoP proof;
 *   it must be the family's, else `wrong_key` and the token stays unspent (a thief without the
 *   key cannot spend it either).
 * @param parameters.now - The server's clock.
 */
export async function rotateRefreshToken(
  sql: Sql,
  parameters: { refreshToken: string; jkt: string; now: Date },
): Promise<RotateRefreshTokenReturnType> {
  const tokenHash = hashRefreshToken(parameters.refreshToken)
  const { now } = parameters
  return sql.begin(async (transaction): Promise<RotateRefreshTokenReturnType> => {
    const [family] = await transaction<
      {
        id: string
        user_id: string
        email: string | null
        project_id: string
        auth_time: Date
        jkt: string | null
        provider: string | null
        revoked_at: Date | null
      }[]
    >`
      select f.id, f.user_id, u.email, f.project_id, f.auth_time, f.jkt, f.provider, f.revoked_at
      from refresh_token_families f join users u on u.id = f.user_id
      where f.id = (select family_id from refresh_tokens where token_hash = ${tokenHash})
      for update of f`
    if (!family || family.revoked_at) return { status: 'invalid' }
    // Read after the lock (a new snapshot): a rotation committed meanwhile is seen.
    const [token] = await transaction<{ expires_at: Date; rotated_at: Date | null }[]>`
      select expires_at, rotated_at from refresh_tokens where token_hash = ${tokenHash}`
    if (!token || token.expires_at.getTime() <= now.getTime()) return { status: 'invalid' }
    const result = {
      familyId: family.id,
      user: { id: family.user_id, email: family.email },
      projectId: family.project_id,
      authTime: family.auth_time,
      provider: family.provider,
    }
    if (family.jkt === null || family.jkt !== parameters.jkt)
      return { status: 'wrong_key', family: result }
    if (token.rotated_at) {
      await transaction`
        update refresh_token_families set revoked_at = ${now} where id = ${family.id}`
      return { status: 'reused', family: result }
    }
    await transaction`update refresh_tokens set rotated_at = ${now} where token_hash = ${tokenHash}`
    return { status: 'rotated', family: result }
  })
}
