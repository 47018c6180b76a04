import type { Sql } from '../db/createSql.js'
import { hashRefreshToken } from './hashRefreshToken.js'

/**
 * Revokes the login `refreshToken` belongs to (sign-out): its family, so every token of it, the
 * ones a concurrent refresh is issuing included.
 *
 * @returns The family's user and project, or `undefined` when the token is unknown.
 */
export async function revokeRefreshTokenFamily(
  sql: Sql,
  parameters: { refreshToken: string; now: Date },
): Promise<{ userId: string; projectId: string } | undefined> {
  const [row] = await sql<{ user_id: string; project_id: string }[]>`
    update refresh_token_families set revoked_at = coalesce(revoked_at, ${parameters.now})
    where id = (
      select family_id from refresh_tokens
      where token_hash = ${hashRefreshToken(parameters.refreshToken)}
    )
    returning user_id, project_id`
  return row && { userId: row.user_id, projectId: row.project_id }
}
