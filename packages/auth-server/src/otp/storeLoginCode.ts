import type { Sql } from '../db/createSql.js'
import { generateCode } from './generateCode.js'
import { hashCode } from './hashCode.js'

/** How long a code is valid, in milliseconds (10 minutes). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000

/**
 * Makes a new one-time code for a user and project and stores its HMAC, replacing any earlier
 * code (and its failed attempts).
 *
 * @returns The code in clear (to be mailed, never stored) and when it expires.
 */
export async function storeLoginCode(
  sql: Sql,
  parameters: { secret: Buffer; userId: string; projectId: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const { secret, userId, projectId, now } = parameters
  const code = generateCode()
  const codeHash = hashCode(secret, { userId, projectId, code })
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS)
  await sql`
    insert into email_codes (user_id, project_id, code_hash, expires_at, created_at)
    values (${userId}, ${projectId}, ${codeHash}, ${expiresAt}, ${now})
    on conflict (user_id, project_id) do update set
      code_hash = excluded.code_hash, expires_at = excluded.expires_at,
      failed_attempts = 0, created_at = excluded.created_at`
  return { code, expiresAt }
}
