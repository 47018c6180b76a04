import * as z from 'zod'
import { aesKeySchema, databaseUrlSchema } from '../config.js'
import { createSql } from '../db/createSql.js'
import { type KeyPair, type RotatedCount, rotateKeys } from '../keys/rotateKeys.js'
import { type CliIo, describeError } from './CliIo.js'

const optionalKey = z.union([z.literal('').transform(() => undefined), aesKeySchema]).optional()

/** The variables `rotate-keys` reads; an empty value is unset. */
const rotateEnvSchema = z
  .object({
    LATCH_AUTH_DATABASE_URL: z
      .string({ error: 'must be a postgres:// URL' })
      .pipe(databaseUrlSchema),
    LATCH_AUTH_SHARE_KEY: optionalKey,
    LATCH_AUTH_RECOVERY_KEY: optionalKey,
    LATCH_AUTH_SHARE_KEY_NEW: optionalKey,
    LATCH_AUTH_RECOVERY_KEY_NEW: optionalKey,
  })
  .superRefine((env, context) => {
    const problem = (name: string, message: string) =>
      context.addIssue({ code: 'custom', path: [name], message })
    const share = { current: env.LATCH_AUTH_SHARE_KEY, next: env.LATCH_AUTH_SHARE_KEY_NEW }
    const recovery = { current: env.LATCH_AUTH_RECOVERY_KEY, next: env.LATCH_AUTH_RECOVERY_KEY_NEW }
    if (!share.next && !recovery.next)
      problem('LATCH_AUTH_SHARE_KEY_NEW or LATCH_AUTH_RECOVERY_KEY_NEW', 'one must be set')
    if (share.next && !share.current) problem('LATCH_AUTH_SHARE_KEY', 'must be 32 bytes in base64')
    if (recovery.next && !recovery.current)
      problem('LATCH_AUTH_RECOVERY_KEY', 'must be 32 bytes in base64')
    if (share.next && share.current?.equals(share.next))
      problem('LATCH_AUTH_SHARE_KEY_NEW', 'must differ from LATCH_AUTH_SHARE_KEY')
    if (recovery.next && recovery.current?.equals(recovery.next))
      problem('LATCH_AUTH_RECOVERY_KEY_NEW', 'must differ from LATCH_AUTH_RECOVERY_KEY')
    // The keys the server starts with afterwards must differ from each other.
    const nextShare = share.next ?? share.current
    const nextRecovery = recovery.next ?? recovery.current
    if (nextShare && nextRecovery?.equals(nextShare)) {
      const [name, other] = recovery.next
        ? [
            'LATCH_AUTH_RECOVERY_KEY_NEW',
            share.next ? 'LATCH_AUTH_SHARE_KEY_NEW' : 'LATCH_AUTH_SHARE_KEY',
          ]
        : ['LATCH_AUTH_SHARE_KEY_NEW', 'LATCH_AUTH_RECOVERY_KEY']
      problem(name, `must differ from ${other}`)
    }
  })

/**
 * `latch-auth-server rotate-keys`: re-encrypts the sealed auth shares from `LATCH_AUTH_SHARE_KEY`
 * to `LATCH_AUTH_SHARE_KEY_NEW` and the sealed recovery secrets from `LATCH_AUTH_RECOVERY_KEY` to
 * `LATCH_AUTH_RECOVERY_KEY_NEW` (a pair whose `_NEW` is unset is left alone; at least one is
 * needed) in `LATCH_AUTH_DATABASE_URL`, in place and in one transaction, and prints the counts
 * (`auth shares: N re-encrypted, M already under the new key`, the same for `recovery secrets`).
 * Idempotent: rows already under the new key are skipped. The stored key fingerprints move to
 * the new keys in the same transaction, so an instance still on an old key refuses to start. Stop every instance first; start them
 * again with the new keys as `LATCH_AUTH_SHARE_KEY`/`LATCH_AUTH_RECOVERY_KEY`.
 *
 * @returns 0, or 1 with the reason on standard error: `Invalid auth server configuration: NAME:
 *   reason; …` (among them `LATCH_AUTH_SHARE_KEY_NEW: must differ from LATCH_AUTH_SHARE_KEY`, the
 *   same for the recovery pair, and `LATCH_AUTH_SHARE_KEY_NEW: must differ from
 *   LATCH_AUTH_RECOVERY_KEY` or `LATCH_AUTH_RECOVERY_KEY_NEW: must differ from
 *   LATCH_AUTH_SHARE_KEY[_NEW]` when the keys after the rotation would be equal), or `Key rotation failed, nothing changed: <error>` (a row that opens under neither
 *   key, the database unreachable).
 */
export async function runRotateKeys(io: CliIo): Promise<number> {
  const parsed = rotateEnvSchema.safeParse(io.env)
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    io.err(`Invalid auth server configuration: ${reasons.join('; ')}`)
    io.err('Fresh keys: `latch-auth-server keys`.')
    return 1
  }
  const env = parsed.data
  const pair = (current: Buffer | undefined, next: Buffer | undefined): KeyPair | undefined =>
    current && next ? { current, next } : undefined
  const shareKey = pair(env.LATCH_AUTH_SHARE_KEY, env.LATCH_AUTH_SHARE_KEY_NEW)
  const recoveryKey = pair(env.LATCH_AUTH_RECOVERY_KEY, env.LATCH_AUTH_RECOVERY_KEY_NEW)
  const databaseUrl = env.LATCH_AUTH_DATABASE_URL
  const sql = createSql(databaseUrl, { max: 1 })
  try {
    const counts = await rotateKeys(sql, { shareKey, recoveryKey })
    const line = (what: string, count: RotatedCount | undefined) =>
      count &&
      io.out(
        `${what}: ${count.rotated} re-encrypted, ${count.alreadyRotated} already under the new key`,
      )
    line('auth shares', counts.authShares)
    line('recovery secrets', counts.recoverySecrets)
    return 0
  } catch (error) {
    io.err(`Key rotation failed, nothing changed: ${describeError(error)}`)
    return 1
  } finally {
    await sql.end({ timeout: 5 })
  }
}
