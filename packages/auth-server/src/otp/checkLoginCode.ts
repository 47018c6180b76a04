import { timingSafeEqual } from 'node:crypto'
import type postgres from 'postgres'
import { hashCode } from './hashCode.js'

/** Wrong codes allowed before a code is locked and a new one is needed. */
export const MAX_CODE_ATTEMPTS = 5

/** The outcome of {@link checkLoginCode}. */
export type CheckLoginCodeReturnType =
  | { status: 'valid' }
  | { status: 'invalid'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'locked' }

/**
 * Checks a one-time code against the stored HMAC in constant time. Run it in a transaction
 * (`sql.begin`): it locks the code's row, so concurrent guesses cannot exceed the attempt limit.
 * A valid code is deleted (one use); a wrong one counts an attempt. No stored code answers
 * `expired` (it was used or never sent).
 */
export async function checkLoginCode(
  transaction: postgres.ISql,
  parameters: { secret: Buffer; userId: string; projectId: string; code: string; now: Date },
): Promise<CheckLoginCodeReturnType> {
  const { secret, userId, projectId, code, now } = parameters
  const [stored] = await transaction<
    { code_hash: Buffer; expires_at: Date; failed_attempts: number }[]
  >`
    select code_hash, expires_at, failed_attempts from email_codes
    where user_id = ${userId} and project_id = ${projectId}
    for update`
  if (!stored || stored.expires_at.getTime() <= now.getTime()) return { status: 'expired' }
  if (stored.failed_attempts >= MAX_CODE_ATTEMPTS) return { status: 'locked' }
  if (timingSafeEqual(stored.code_hash, hashCode(secret, { userId, projectId, code }))) {
    await transaction`
      delete from email_codes where user_id = ${userId} and project_id = ${projectId}`
    return { status: 'valid' }
  }
  const failedAttempts = stored.failed_attempts + 1
  await transaction`
    update email_codes set failed_attempts = ${failedAttempts}
    where user_id = ${userId} and project_id = ${projectId}`
  return { status: 'invalid', attemptsLeft: MAX_CODE_ATTEMPTS - failedAttempts }
}
