import type { AuthRateLimits } from '../config.js'

/** The settings {@link loginBackoffSeconds} reads. */
export type LoginBackoffLimits = Pick<
  AuthRateLimits,
  'backoffAfterFailures' | 'backoffBaseSeconds' | 'backoffMaxSeconds'
>

/**
 * How long an address cools down after its `failures`-th wrong code of the window, in seconds:
 * none for the first `backoffAfterFailures`, then `backoffBaseSeconds`, doubling with each wrong
 * code, at most `backoffMaxSeconds`. With the defaults (5, 15 s, 900 s): 0 × 5, then 15, 30, 60,
 * 120, 240, 480, 900, 900, …
 */
export function loginBackoffSeconds(failures: number, limits: LoginBackoffLimits): number {
  const past = failures - limits.backoffAfterFailures
  if (past <= 0) return 0
  // Capped before the power grows past what a number holds exactly.
  return Math.min(limits.backoffBaseSeconds * 2 ** Math.min(past - 1, 40), limits.backoffMaxSeconds)
}
