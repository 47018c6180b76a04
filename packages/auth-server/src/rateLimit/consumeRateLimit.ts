import type { Sql } from '../db/createSql.js'

/** Parameters of {@link consumeRateLimit}. */
export type ConsumeRateLimitParameters = {
  /** What is counted, e.g. `code:ip:127.0.0.1` or `code:address:a@b.c`. */
  key: string
  /** Requests allowed per window. */
  limit: number
  /** Window length, in seconds. */
  windowSeconds: number
  now: Date
}

/** Whether the request may go on; when not, `retryAfter` seconds until the window ends. */
export type ConsumeRateLimitReturnType = { allowed: true } | { allowed: false; retryAfter: number }

/**
 * Counts one request against a fixed-window limit kept in PostgreSQL (an upsert, so the count holds
 * across restarts and instances and concurrent requests never lose an increment). Ended windows
 * of the same key are deleted on the way.
 */
export async function consumeRateLimit(
  sql: Sql,
  parameters: ConsumeRateLimitParameters,
): Promise<ConsumeRateLimitReturnType> {
  const { key, limit, windowSeconds, now } = parameters
  const windowMs = windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await sql<{ count: number }[]>`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`
  if (row && row.count === 1) {
    await sql`delete from rate_limits where key = ${key} and window_start < ${windowStart}`
  }
  if (row && row.count <= limit) return { allowed: true }
  const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)
  return { allowed: false, retryAfter: Math.max(retryAfter, 1) }
}
