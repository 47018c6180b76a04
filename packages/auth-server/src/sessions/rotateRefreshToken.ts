import type { Sql } from '../db/createSql.js'
import { hashRefreshToken } from './hashRefreshToken.js'

/** The login a refresh token belongs to. */
export type RefreshTokenFamily = {
  familyId: string
  user: { id: string; email: string }
  projectId: string
  authTime: Date
}

/** The outcome of {@link rotateRefreshToken}. */
export type RotateRefreshTokenReturnType =
  | { status: 'rotated'; family: RefreshTokenFamily }
  /** The token was already rotated: its family is now revoked. */
  | { status: 'reused'; family: RefreshTokenFamily }
  | { status: 'invalid' }

/**
 * Spends a refresh token: marks it rotated (the caller issues the next one in its family). A token
 * spent before is a reuse, a sign of theft, and revokes the whole family. Unknown, expired and
 * revoked tokens are `invalid`. Runs in a transaction locking the token's row, so two concurrent
 * uses of one token cannot both rotate.
 */
export async function rotateRefreshToken(
  sql: Sql,
  parameters: { refreshToken: string; now: Date },
): Promise<RotateRefreshTokenReturnType> {
  const tokenHash = hashRefreshToken(parameters.refreshToken)
  const { now } = parameters
  return sql.begin(async (transaction): Promise<RotateRefreshTokenReturnType> => {
    const [row] = await transaction<
      {
        family_id: string
        user_id: string
        email: string
        project_id: string
        auth_time: Date
        expires_at: Date
        rotated_at: Date | null
        revoked_at: Date | null
      }[]
    >`
      select t.family_id, t.user_id, u.email, t.project_id, t.auth_time, t.expires_at,
        t.rotated_at, t.revoked_at
      from refresh_tokens t join users u on u.id = t.user_id
      where t.token_hash = ${tokenHash}
      for update of t`
    if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime()) {
      return { status: 'invalid' }
    }
    const family = {
      familyId: row.family_id,
      user: { id: row.user_id, email: row.email },
      projectId: row.project_id,
      authTime: row.auth_time,
    }
    if (row.rotated_at) {
      await transaction`
        update refresh_tokens set revoked_at = ${now}
        where family_id = ${row.family_id} and revoked_at is null`
      return { status: 'reused', family }
    }
    await transaction`update refresh_tokens set rotated_at = ${now} where token_hash = ${tokenHash}`
    return { status: 'rotated', family }
  })
}
