import { createSql } from '../db/createSql.js'
import { type KeyPair, type RotatedCount, rotateKeys } from '../keys/rotateKeys.js'
import { type CliIo, describeError } from './CliIo.js'

/** The variable pairs `rotate-keys` reads: current key → next key. */
const PAIRS = [
  ['LATCH_AUTH_SHARE_KEY', 'LATCH_AUTH_SHARE_KEY_NEW'],
  ['LATCH_AUTH_RECOVERY_KEY', 'LATCH_AUTH_RECOVERY_KEY_NEW'],
] as const

/** A 32-byte key in base64, or the reason it is not one. */
function readKey(value: string | undefined, name: string): Buffer | string {
  const key = Buffer.from(value ?? '', 'base64')
  return key.length === 32 ? key : `${name}: must be 32 bytes in base64`
}

/**
 * `latch-auth-server rotate-keys`: re-encrypts the sealed auth shares from `LATCH_AUTH_SHARE_KEY`
 * to `LATCH_AUTH_SHARE_KEY_NEW` and the sealed recovery secrets from `LATCH_AUTH_RECOVERY_KEY` to
 * `LATCH_AUTH_RECOVERY_KEY_NEW` (a pair whose `_NEW` is unset is left alone; at least one is
 * needed) in `LATCH_AUTH_DATABASE_URL`, in place and in one transaction, and prints the counts
 * (`auth shares: N re-encrypted, M already under the new key`, the same for `recovery secrets`).
 * Idempotent: rows already under the new key are skipped. Stop every instance first; start them
 * again with the new keys as `LATCH_AUTH_SHARE_KEY`/`LATCH_AUTH_RECOVERY_KEY`.
 *
 * @returns 0, or 1 with the reason on standard error: `Invalid auth server configuration: NAME:
 *   reason; …`, or `Key rotation failed, nothing changed: <error>` (a row that opens under neither
 *   key, the database unreachable).
 */
export async function runRotateKeys(io: CliIo): Promise<number> {
  const problems: string[] = []
  const databaseUrl = io.env.LATCH_AUTH_DATABASE_URL
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('LATCH_AUTH_DATABASE_URL: must be a postgres:// URL')
  const pairs = PAIRS.map(([currentName, nextName]): KeyPair | undefined => {
    if (!io.env[nextName]) return undefined
    const current = readKey(io.env[currentName], currentName)
    const next = readKey(io.env[nextName], nextName)
    if (typeof current === 'string') problems.push(current)
    if (typeof next === 'string') problems.push(next)
    return typeof current === 'string' || typeof next === 'string' ? undefined : { current, next }
  })
  const [shareKey, recoveryKey] = pairs
  if (!io.env.LATCH_AUTH_SHARE_KEY_NEW && !io.env.LATCH_AUTH_RECOVERY_KEY_NEW)
    problems.push('LATCH_AUTH_SHARE_KEY_NEW or LATCH_AUTH_RECOVERY_KEY_NEW: one must be set')
  if (shareKey && recoveryKey && shareKey.next.equals(recoveryKey.next))
    problems.push('LATCH_AUTH_RECOVERY_KEY_NEW: must differ from LATCH_AUTH_SHARE_KEY_NEW')
  if (problems.length > 0 || !databaseUrl) {
    io.err(`Invalid auth server configuration: ${problems.join('; ')}`)
    io.err('Fresh keys: `latch-auth-server keys`.')
    return 1
  }
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
