import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { isFirstRefusal } from '../rateLimit/consumeRateLimit.js'
import { type AuditEntry, type RequestOrigin, writeAuditEvent } from './writeAuditEvent.js'

/**
 * Writes an audit row only the first time `key` is seen in the current rate-limit window
 * (`config.rateLimits.windowSeconds`), so a refusal repeated in a loop writes one row.
 *
 * @param key What counts as the same refusal, e.g. `social:social_wrong_key:{attemptId}`.
 */
export async function writeAuditEventOnce(
  sql: Sql,
  config: Pick<AuthServerConfig, 'rateLimits' | 'now'>,
  requestOrigin: RequestOrigin,
  key: string,
  entry: AuditEntry,
): Promise<void> {
  const windowSeconds = config.rateLimits.windowSeconds
  if (!(await isFirstRefusal(sql, { key, windowSeconds, now: config.now() }))) return
  await writeAuditEvent(sql, requestOrigin, entry)
}
