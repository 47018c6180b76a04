import type postgres from 'postgres'
import type { AuthRateLimits } from '../config.js'
import { windowStartOf } from './consumeRateLimit.js'
import { type LoginBackoffLimits, loginBackoffSeconds } from './loginBackoffSeconds.js'

/** The settings the address back-off reads. */
export type AddressBackoffLimits = LoginBackoffLimits &
  Pick<AuthRateLimits, 'failedVerificationsPerAddress' | 'failedVerificationsWindowSeconds'>

/**
 * Why an address may have no code sent or checked now: the rate-limit `key` that refused it
 * (`backoff:address:EMAIL` while it cools down, `failed:address:EMAIL` past its wrong codes of the
 * window), the window its refusals are audited once in, and `retryAfter` seconds to wait.
 */
export type AddressRefusal = { key: string; windowSeconds: number; retryAfter: number }

const failedKey = (email: string) => `failed:address:${email}`
const backoffKey = (email: string) => `backoff:address:${email}`

const secondsUntil = (end: number, now: Date) =>
  Math.max(Math.ceil((end - now.getTime()) / 1000), 1)

/**
 * Whether `email` may have a code sent or checked at `now`: refused while the address cools down
 * after a wrong code, and once it has had `failedVerificationsPerAddress` wrong codes in the
 * window (until the window ends). Both live in `rate_limits`: the window's count under
 * `failed:address:EMAIL`, the cool-down's end as the `window_start` of `backoff:address:EMAIL`.
 *
 * @returns The refusal, or `undefined` when the address may go on.
 */
export async function readAddressBackoff(
  sql: postgres.ISql,
  parameters: { email: string; now: Date; limits: AddressBackoffLimits },
): Promise<AddressRefusal | undefined> {
  const { email, now, limits } = parameters
  const windowSeconds = limits.failedVerificationsWindowSeconds
  const windowStart = windowStartOf(now, windowSeconds)
  const [row] = await sql<{ failures: number | null; cool_down_until: Date | null }[]>`
    select
      (select count from rate_limits
        where key = ${failedKey(email)} and window_start = ${windowStart}) as failures,
      (select max(window_start) from rate_limits
        where key = ${backoffKey(email)}) as cool_down_until`
  if (row?.cool_down_until && row.cool_down_until.getTime() > now.getTime()) {
    const retryAfter = secondsUntil(row.cool_down_until.getTime(), now)
    return { key: backoffKey(email), windowSeconds, retryAfter }
  }
  if ((row?.failures ?? 0) >= limits.failedVerificationsPerAddress) {
    const retryAfter = secondsUntil(windowStart.getTime() + windowSeconds * 1000, now)
    return { key: failedKey(email), windowSeconds, retryAfter }
  }
  return undefined
}

/**
 * Counts a wrong code for `email` in the window and starts the address's cool-down
 * ({@link loginBackoffSeconds} of the window's count). Run it in the transaction that checked
 * the code, holding the address's lock (`lockAddress`), so no other code is checked meanwhile.
 *
 * @returns The wrong codes of the window so far, this one included.
 */
export async function recordWrongCode(
  transaction: postgres.ISql,
  parameters: { email: string; now: Date; limits: AddressBackoffLimits },
): Promise<number> {
  const { email, now, limits } = parameters
  const windowStart = windowStartOf(now, limits.failedVerificationsWindowSeconds)
  const [row] = await transaction<{ count: number }[]>`
    insert into rate_limits (key, window_start, count) values (${failedKey(email)}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`
  const failures = row?.count ?? 1
  await transaction`
    delete from rate_limits
    where (key = ${failedKey(email)} and window_start < ${windowStart})
      or key = ${backoffKey(email)}`
  const seconds = loginBackoffSeconds(failures, limits)
  if (seconds > 0) {
    await transaction`
      insert into rate_limits (key, window_start, count)
      values (${backoffKey(email)}, ${new Date(now.getTime() + seconds * 1000)}, ${failures})`
  }
  return failures
}

/**
 * Holds `email`'s lock until the transaction ends (`pg_advisory_xact_lock`): the codes of one
 * address are checked one at a time, across instances, so a flood of guesses cannot slip several
 * past a cool-down or the window's bound.
 */
export async function lockAddress(transaction: postgres.ISql, email: string): Promise<void> {
  await transaction`select pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`
}
