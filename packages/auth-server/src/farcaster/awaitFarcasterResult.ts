import { type RequestOrigin, writeAuditEvent } from '../audit/writeAuditEvent.js'
import { writeAuditEventOnce } from '../audit/writeAuditEventOnce.js'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { logServerError } from '../http/loggingErrors.js'
import { longPoll } from '../http/longPoll.js'
import { withTimeout } from '../http/withTimeout.js'
import { issueSession, type Session } from '../sessions/issueSession.js'
import {
  claimFarcasterCheck,
  claimFarcasterWaiter,
  claimRelayFailureAudit,
  FARCASTER_CHECK_INTERVAL_MS,
  type FarcasterAttempt,
  moveFarcasterAttempt,
  readFarcasterAttempt,
  releaseFarcasterWaiter,
} from './attempts.js'
import { completeFarcasterLogin } from './completeFarcasterLogin.js'
import type { FarcasterClient } from './createFarcasterClient.js'
import { FarcasterError, type FarcasterFailure, type FarcasterRefusal } from './types.js'
import type { CompletedSignIn } from './verifyFarcasterLogin.js'

/** How long a result request waits for the sign-in before answering pending, in ms. */
export const FARCASTER_RESULT_WAIT_MS = 8_000

/** How long a waiter's claim holds when its request died without releasing it, in ms. */
const FARCASTER_WAITER_HOLD_MS = 10_000

/** What `POST /v1/farcaster/result` answers (API.md "Farcaster login"). */
export type AwaitFarcasterResultReturnType =
  | { status: 200; body: Session }
  | { status: 202; body: { status: 'pending' } }
  | { status: 400; body: { error: 'farcaster_refused'; reason: FarcasterRefusal } }
  | { status: 400; body: { error: 'farcaster_cancelled' | 'farcaster_expired' } }
  | { status: 401; body: { error: 'invalid_session' } }
  | { status: 404; body: { error: 'unknown_attempt' } }
  | { status: 409; body: { error: 'result_pending' } }
  | { status: 503; body: { error: 'relay_unavailable' | 'optimism_rpc_unavailable' } }

const expiredAnswer = { status: 400, body: { error: 'farcaster_expired' } } as const

/** The answer for a failed attempt: 503 for a service down, else 400 `farcaster_refused`. */
function failedAnswer(
  reason: FarcasterFailure | 'farcaster_expired',
): AwaitFarcasterResultReturnType {
  if (reason === 'farcaster_expired') return expiredAnswer
  if (reason === 'relay_unavailable' || reason === 'optimism_rpc_unavailable')
    return { status: 503, body: { error: reason } }
  return { status: 400, body: { error: 'farcaster_refused', reason } }
}

/** Issues the session of a succeeded attempt for its key, once (`succeeded → collected`). */
async function collectSession(
  sql: Sql,
  config: AuthServerConfig,
  parameters: { attempt: FarcasterAttempt; jkt: string },
): Promise<AwaitFarcasterResultReturnType> {
  const { attempt, jkt } = parameters
  const collected = await moveFarcasterAttempt(sql, {
    id: attempt.id,
    expected: 'succeeded',
    status: 'collected',
    jkt,
    now: config.now(),
  })
  if (!collected?.userId || !collected.authenticatedAt) return expiredAnswer
  const session = await issueSession(sql, config, {
    user: { id: collected.userId, email: null },
    projectId: collected.projectId,
    authTime: collected.authenticatedAt,
    jkt,
    provider: 'farcaster',
  })
  return { status: 200, body: session }
}

/** The request's time ran out while it waited on something (see {@link beforeDeadline}). */
class WindowEnded extends Error {}

/** `promise`, or `WindowEnded` thrown once `deadline` (a `Date.now()` value) passed. */
const beforeDeadline = <T>(promise: Promise<T>, deadline: number) =>
  withTimeout(promise, Math.max(0, deadline - Date.now()), () => new WindowEnded())

/** The relay status calls one request made and how many of them failed. */
type Checks = { made: number; failed: number }

type CheckParameters = {
  client: FarcasterClient
  attempt: FarcasterAttempt
  jkt: string
  requestOrigin: RequestOrigin
  deadline: number
  checks: Checks
}

/**
 * Asks the relay about a `pending` attempt's channel, when no request did in the last second
 * (`claimFarcasterCheck`). A relay failure leaves the attempt pending (audited once per attempt);
 * once the Farcaster app completed the channel, claims the attempt (`pending → verifying`, one
 * request only), verifies and stores the login. Each wait is raced against the deadline.
 *
 * @returns The answer, or `undefined` while the channel waits (or another request verifies).
 */
async function checkChannel(
  sql: Sql,
  config: AuthServerConfig,
  parameters: CheckParameters,
): Promise<AwaitFarcasterResultReturnType | undefined> {
  const { client, attempt, checks, deadline } = parameters
  if (!(await claimFarcasterCheck(sql, { id: attempt.id, now: config.now() }))) return undefined
  let channel: Awaited<ReturnType<FarcasterClient['channelStatus']>>
  try {
    channel = await beforeDeadline(client.channelStatus(attempt.channelToken), deadline)
  } catch (error) {
    if (error instanceof WindowEnded) return undefined
    checks.made++
    checks.failed++
    if (!(error instanceof FarcasterError)) logServerError('the Farcaster relay failed', error)
    if (await claimRelayFailureAudit(sql, attempt.id))
      await writeAuditEvent(sql, parameters.requestOrigin, {
        event: 'farcaster_relay_failed',
        projectId: attempt.projectId,
        detail: { origin: attempt.origin },
      })
    return undefined
  }
  checks.made++
  if (channel.state === 'gone') return expiredAnswer
  if (channel.state === 'pending') return undefined
  return verifyChannel(sql, config, { ...parameters, signIn: channel })
}

/**
 * Claims a completed channel's attempt and verifies it before the deadline. Cut off while
 * verifying (nothing written), the attempt goes back to `pending` for the next poll; cut off
 * while writing, the writing finishes in the background and the next poll collects.
 */
async function verifyChannel(
  sql: Sql,
  config: AuthServerConfig,
  parameters: CheckParameters & { signIn: CompletedSignIn },
): Promise<AwaitFarcasterResultReturnType | undefined> {
  const { client, attempt, jkt, requestOrigin, signIn, deadline } = parameters
  const claimed = await moveFarcasterAttempt(sql, {
    id: attempt.id,
    expected: 'pending',
    status: 'verifying',
    jkt,
    now: config.now(),
  })
  if (!claimed) return undefined
  let phase: 'verifying' | 'writing' | 'cut' = 'verifying'
  const completing = completeFarcasterLogin(sql, {
    client,
    attempt: claimed,
    signIn,
    requestOrigin,
    now: config.now(),
    beginWrite: () => {
      if (phase === 'cut') return false
      phase = 'writing'
      return true
    },
  })
  let outcome: Awaited<typeof completing>
  try {
    outcome = await beforeDeadline(completing, deadline)
  } catch (error) {
    if (!(error instanceof WindowEnded)) throw error
    // Finishes (or is dropped) in the background; its errors are logged there.
    completing.catch(() => undefined)
    if (phase === 'verifying') {
      phase = 'cut'
      await moveFarcasterAttempt(sql, { id: attempt.id, expected: 'verifying', status: 'pending' })
    }
    return undefined
  }
  if (!outcome.ok) return outcome.reason === 'cut_off' ? undefined : failedAnswer(outcome.reason)
  return collectSession(sql, config, { attempt: outcome.attempt, jkt })
}

/** The answer for an attempt that no longer waits for the relay, or `undefined` while it does. */
function settledAnswer(
  sql: Sql,
  config: AuthServerConfig,
  attempt: FarcasterAttempt,
  jkt: string,
): Promise<AwaitFarcasterResultReturnType> | AwaitFarcasterResultReturnType | undefined {
  const expired = attempt.expiresAt.getTime() <= config.now().getTime()
  switch (attempt.status) {
    case 'succeeded':
      return expired ? expiredAnswer : collectSession(sql, config, { attempt, jkt })
    case 'failed':
      return failedAnswer(attempt.failure ?? 'relay_unavailable')
    case 'cancelled':
      return { status: 400, body: { error: 'farcaster_cancelled' } }
    case 'collected':
      return expiredAnswer
  }
  return expired ? expiredAnswer : undefined
}

/**
 * Waits up to 8 s (asking the relay at most once a second per attempt, stopping when `signal`
 * aborts; every relay or verification wait raced against what remains, so the answer comes
 * within 8 s) for a Farcaster login to end, and hands a succeeded one over once, only to a proof
 * of the attempt's key: a session for the fid's user, its refresh family bound to `jkt` and
 * marked `farcaster`, `auth_time` the verification's time.
 * - another key: 401 `invalid_session`, audited `farcaster_wrong_key` (once per attempt and
 *   window); the attempt stays collectable by its own key;
 * - another result request of the attempt still waiting: 409 `result_pending`;
 * - past its 5 minutes, or a channel the relay no longer knows: 400 `farcaster_expired`;
 * - a refused sign-in: 400 `farcaster_refused` with the reason; the Optimism RPC down: 503
 *   `optimism_rpc_unavailable` (the attempt fails in both cases: no login);
 * - every relay status call of the 8 s failed: 503 `relay_unavailable`, the attempt still pending
 *   (the next request asks again).
 *
 * @param parameters.jkt The RFC 7638 thumbprint of the request's DPoP proof key.
 */
export async function awaitFarcasterResult(
  sql: Sql,
  config: AuthServerConfig,
  parameters: {
    client: FarcasterClient
    attemptId: string
    jkt: string
    signal: AbortSignal
    requestOrigin: RequestOrigin
  },
): Promise<AwaitFarcasterResultReturnType> {
  const { attemptId: id, jkt, requestOrigin } = parameters
  const attempt = await readFarcasterAttempt(sql, id)
  if (!attempt) return { status: 404, body: { error: 'unknown_attempt' } }
  if (attempt.jkt !== jkt) {
    await writeAuditEventOnce(sql, config, requestOrigin, `farcaster:wrong_key:${attempt.id}`, {
      event: 'farcaster_wrong_key',
      projectId: attempt.projectId,
    })
    return { status: 401, body: { error: 'invalid_session' } }
  }
  const settled = settledAnswer(sql, config, attempt, jkt)
  if (settled) return settled
  const now = config.now()
  const until = new Date(now.getTime() + FARCASTER_WAITER_HOLD_MS)
  if (!(await claimFarcasterWaiter(sql, { id, jkt, now, until })))
    return { status: 409, body: { error: 'result_pending' } }
  const checks: Checks = { made: 0, failed: 0 }
  try {
    const answer = await longPoll({
      waitMs: FARCASTER_RESULT_WAIT_MS,
      intervalMs: FARCASTER_CHECK_INTERVAL_MS,
      signal: parameters.signal,
      step: async (deadline): Promise<AwaitFarcasterResultReturnType | undefined> => {
        const current = await readFarcasterAttempt(sql, id)
        if (!current) return { status: 404, body: { error: 'unknown_attempt' } }
        const answer = settledAnswer(sql, config, current, jkt)
        if (answer || current.status === 'verifying') return answer
        return checkChannel(sql, config, { ...parameters, attempt: current, deadline, checks })
      },
    })
    if (answer) return answer
    if (checks.made > 0 && checks.failed === checks.made)
      return { status: 503, body: { error: 'relay_unavailable' } }
    return { status: 202, body: { status: 'pending' } }
  } finally {
    await releaseFarcasterWaiter(sql, { id, until })
  }
}
