import type { Sql } from '../db/createSql.js'

/** Parameters of {@link consumeRateLimit} and {@link peekRateLimit}. */
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

/** The start of the fixed window `now` falls in (windows are aligned on the Unix epoch). */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs)
}

/** The refusal for the window `now` falls in: seconds until it ends, at least 1. */
function refused(now: Date, windowSeconds: number): ConsumeRateLimitReturnType {
  const windowEnd = windowStartOf(now, windowSeconds).getTime() + windowSeconds * 1000
  return { allowed: false, retryAfter: Math.max(Math.ceil((windowEnd - now.getTime()) / 1000), 1) }
}

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
  const windowStart = windowStartOf(now, windowSeconds)
  const [row] = await sql<{ count: number }[]>`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`
  if (row && row.count === 1) {
    await sql`delete from rate_limits where key = ${key} and window_start < ${windowStart}`
  }
  if (row && row.count <= limit) return { allowed: true }
  return refused(now, windowSeconds)
}

/**
 * Whether a limit is already used up in the current window, without counting a request (for a
 * limit another endpoint consumes, e.g. failed verifications checked before sending a code).
 */
export async function peekRateLimit(
  sql: Sql,
  parameters: ConsumeRateLimitParameters,
): Promise<ConsumeRateLimitReturnType> {
  const { key, limit, windowSeconds, now } = parameters
  const [row] = await sql<{ count: number }[]>`
    select count from rate_limits
    where key = ${key} and window_start = ${windowStartOf(now, windowSeconds)}`
  return (row?.count ?? 0) < limit ? { allowed: true } : refused(now, windowSeconds)
}

/**
 * Gives back one request {@link consumeRateLimit} counted with the same `key`, `windowSeconds`
 * and `now` (a request reserved before its outcome was known that turned out not to count).
 */
export async function releaseRateLimit(
  sql: Sql,
  parameters: Omit<ConsumeRateLimitParameters, 'limit'>,
): Promise<void> {
  const { key, windowSeconds, now } = parameters
  await sql`
    update rate_limits set count = count - 1
    where key = ${key} and window_start = ${windowStartOf(now, windowSeconds)} and count > 0`
}

/**
 * Whether this is the first refusal of `key` in its window, recorded in PostgreSQL under
 * `refused:KEY`: callers write one `rate_limited` audit row per key and window, not one per
 * refused request (a flood of refused requests cannot flood the audit log).
 */
export async function isFirstRefusal(
  sql: Sql,
  parameters: Omit<ConsumeRateLimitParameters, 'limit'>,
): Promise<boolean> {
  const outcome = await consumeRateLimit(sql, {
    ...parameters,
    key: `refused:${parameters.key}`,
    limit: 1,
  })
  return outcome.allowed
}
