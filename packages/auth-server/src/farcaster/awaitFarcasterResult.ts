import type { RequestOrigin } from '../audit/writeAuditEvent.js'
import { writeAuditEventOnce } from '../audit/writeAuditEventOnce.js'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { longPoll } from '../http/longPoll.js'
import { issueSession, type Session } from '../sessions/issueSession.js'
import { type FarcasterAttempt, moveFarcasterAttempt, readFarcasterAttempt } from './attempts.js'
import { completeFarcasterLogin } from './completeFarcasterLogin.js'
import type { FarcasterClient } from './createFarcasterClient.js'
import { FarcasterError, type FarcasterFailure, type FarcasterRefusal } from './types.js'

/** How long a result request waits for the sign-in before answering pending, in ms. */
export const FARCASTER_RESULT_WAIT_MS = 8_000

/** How often a waiting result request asks the relay, in ms. */
const FARCASTER_RESULT_CHECK_MS = 1_000

/** What `POST /v1/farcaster/result` answers (API.md "Farcaster login"). */
export type AwaitFarcasterResultReturnType =
  | { status: 200; body: Session }
  | { status: 202; body: { status: 'pending' } }
  | { status: 400; body: { error: 'farcaster_refused'; reason: FarcasterRefusal } }
  | { status: 400; body: { error: 'farcaster_cancelled' | 'farcaster_expired' } }
  | { status: 401; body: { error: 'invalid_session' } }
  | { status: 404; body: { error: 'unknown_attempt' } }
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

/**
 * Asks the relay about a `pending` attempt's channel; once the Farcaster app completed it, claims
 * the attempt (`pending → verifying`, one request only), verifies and stores the login.
 *
 * @returns The answer, or `undefined` while the channel waits (or another request verifies).
 */
async function checkChannel(
  sql: Sql,
  config: AuthServerConfig,
  parameters: {
    client: FarcasterClient
    attempt: FarcasterAttempt
    jkt: string
    requestOrigin: RequestOrigin
  },
): Promise<AwaitFarcasterResultReturnType | undefined> {
  const { client, attempt, jkt, requestOrigin } = parameters
  let channel: Awaited<ReturnType<FarcasterClient['channelStatus']>>
  try {
    channel = await client.channelStatus(attempt.channelToken)
  } catch (error) {
    const reason = error instanceof FarcasterError ? error.reason : 'relay_unavailable'
    const failed = await moveFarcasterAttempt(sql, {
      id: attempt.id,
      expected: 'pending',
      status: 'failed',
      set: { failure: reason },
    })
    return failed ? failedAnswer(reason) : undefined
  }
  if (channel.state === 'gone') return expiredAnswer
  if (channel.state === 'pending') return undefined
  const claimed = await moveFarcasterAttempt(sql, {
    id: attempt.id,
    expected: 'pending',
    status: 'verifying',
    jkt,
    now: config.now(),
  })
  if (!claimed) return undefined
  const outcome = await completeFarcasterLogin(sql, {
    client,
    attempt: claimed,
    signIn: channel,
    requestOrigin,
    now: config.now(),
  })
  if (!outcome.ok) return failedAnswer(outcome.reason)
  return collectSession(sql, config, { attempt: outcome.attempt, jkt })
}

/**
 * Waits up to 8 s (asking the relay every second, stopping when `signal` aborts) for a
 * Farcaster login to end, and hands a succeeded one over once, only to a proof of the attempt's
 * key: a session for the fid's user, its refresh family bound to `jkt` and marked `farcaster`,
 * `auth_time` the verification's time.
 * - another key: 401 `invalid_session`, audited `farcaster_wrong_key` (once per attempt and
 *   window); the attempt stays collectable by its own key;
 * - past its 10 minutes, or a channel the relay no longer knows: 400 `farcaster_expired`;
 * - a refused sign-in: 400 `farcaster_refused` with the reason; the relay or the Optimism RPC
 *   down: 503 (the attempt fails in both cases: no login).
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
  const { jkt, requestOrigin } = parameters
  const step = async (): Promise<AwaitFarcasterResultReturnType | undefined> => {
    const attempt = await readFarcasterAttempt(sql, parameters.attemptId)
    if (!attempt) return { status: 404, body: { error: 'unknown_attempt' } }
    if (attempt.jkt !== jkt) {
      const key = `farcaster:wrong_key:${attempt.id}`
      await writeAuditEventOnce(sql, config, requestOrigin, key, {
        event: 'farcaster_wrong_key',
        projectId: attempt.projectId,
      })
      return { status: 401, body: { error: 'invalid_session' } }
    }
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
    if (expired) return expiredAnswer
    if (attempt.status === 'verifying') return undefined
    return checkChannel(sql, config, { ...parameters, attempt })
  }
  const answer = await longPoll({
    waitMs: FARCASTER_RESULT_WAIT_MS,
    intervalMs: FARCASTER_RESULT_CHECK_MS,
    signal: parameters.signal,
    step,
  })
  return answer ?? { status: 202, body: { status: 'pending' } }
}
