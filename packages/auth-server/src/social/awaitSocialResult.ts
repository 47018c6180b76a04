import type { RequestOrigin } from '../audit/writeAuditEvent.js'
import { writeAuditEventOnce } from '../audit/writeAuditEventOnce.js'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { longPoll } from '../http/longPoll.js'
import { issueSession, type Session } from '../sessions/issueSession.js'
import { collectAttempt, isAttemptCompletion, readAttempt, type SocialAttempt } from './attempts.js'
import type { SocialFailure } from './types.js'

/** How long a result request waits for the callback before answering pending, in ms. */
export const SOCIAL_RESULT_WAIT_MS = 8_000

/** How often a waiting result request looks at its attempt, in ms. */
const SOCIAL_RESULT_CHECK_MS = 500

/** What `POST /v1/social/result` answers (API.md "Social login"). */
export type AwaitSocialResultReturnType =
  | { status: 200; body: Session }
  | { status: 202; body: { status: 'pending' } }
  | { status: 400; body: { error: 'social_failed'; reason: SocialFailure } }
  | { status: 400; body: { error: 'social_cancelled' | 'social_expired' } }
  | { status: 401; body: { error: 'invalid_session' | 'invalid_completion' } }
  | { status: 404; body: { error: 'unknown_attempt' } }

/** Writes a refusal's audit row, once per attempt, event and rate-limit window. */
async function auditRefusal(
  sql: Sql,
  config: AuthServerConfig,
  parameters: {
    attempt: SocialAttempt
    event: 'social_wrong_key' | 'social_wrong_completion'
    requestOrigin: RequestOrigin
  },
): Promise<void> {
  const { attempt, event } = parameters
  await writeAuditEventOnce(
    sql,
    config,
    parameters.requestOrigin,
    `social:${event}:${attempt.id}`,
    {
      event,
      projectId: attempt.projectId,
      detail: { provider: attempt.provider },
    },
  )
}

/** Issues the session of a succeeded attempt whose key and completion were checked, once. */
async function collectSession(
  sql: Sql,
  config: AuthServerConfig,
  parameters: { attempt: SocialAttempt; jkt: string },
): Promise<AwaitSocialResultReturnType> {
  const { attempt, jkt } = parameters
  const collected = await collectAttempt(sql, { id: attempt.id, jkt, now: config.now() })
  const [user] = collected?.userId
    ? await sql<{ id: string; email: string | null }[]>`
        select id, email from users where id = ${collected.userId}`
    : []
  if (!collected?.authenticatedAt || !user)
    return { status: 400, body: { error: 'social_expired' } }
  const session = await issueSession(sql, config, {
    user,
    projectId: collected.projectId,
    authTime: collected.authenticatedAt,
    jkt,
    provider: collected.provider,
  })
  return { status: 200, body: session }
}

/**
 * Waits up to 8 s (checking every 500 ms, stopping when `signal` aborts) for an attempt to end,
 * and hands a succeeded one over once, only to a proof of the attempt's key that brings the
 * completion the callback sent to the host page: a session for the attempt's user, its refresh
 * family bound to `jkt` and marked with the provider, `auth_time` the callback's time.
 * - another key: 401 `invalid_session`, audited `social_wrong_key` (once per attempt and window);
 * - succeeded without `completion`: still pending (keeps waiting, then 202);
 * - succeeded with another completion: 401 `invalid_completion`, audited
 *   `social_wrong_completion` (once per attempt and window); the attempt stays collectable;
 * - past its 10 minutes: `social_expired`, checked before handing a success over.
 *
 * @param parameters.jkt The RFC 7638 thumbprint of the request's DPoP proof key.
 * @param parameters.completion The completion the host page received (43 base64url characters).
 */
export async function awaitSocialResult(
  sql: Sql,
  config: AuthServerConfig,
  parameters: {
    attemptId: string
    jkt: string
    completion?: string | undefined
    signal: AbortSignal
    requestOrigin: RequestOrigin
  },
): Promise<AwaitSocialResultReturnType> {
  const { jkt, completion, signal, requestOrigin } = parameters
  const step = async (): Promise<AwaitSocialResultReturnType | undefined> => {
    const attempt = await readAttempt(sql, parameters.attemptId)
    if (!attempt) return { status: 404, body: { error: 'unknown_attempt' } }
    if (attempt.jkt !== jkt) {
      await auditRefusal(sql, config, { attempt, event: 'social_wrong_key', requestOrigin })
      return { status: 401, body: { error: 'invalid_session' } }
    }
    const expired = attempt.expiresAt.getTime() <= config.now().getTime()
    switch (attempt.status) {
      case 'succeeded':
        if (expired) return { status: 400, body: { error: 'social_expired' } }
        if (completion === undefined) return undefined
        if (!isAttemptCompletion(attempt.completionHash, completion)) {
          await auditRefusal(sql, config, {
            attempt,
            event: 'social_wrong_completion',
            requestOrigin,
          })
          return { status: 401, body: { error: 'invalid_completion' } }
        }
        return collectSession(sql, config, { attempt, jkt })
      case 'failed':
        return {
          status: 400,
          body: { error: 'social_failed', reason: attempt.failure ?? 'provider_error' },
        }
      case 'cancelled':
        return { status: 400, body: { error: 'social_cancelled' } }
      case 'collected':
        return { status: 400, body: { error: 'social_expired' } }
    }
    if (expired) return { status: 400, body: { error: 'social_expired' } }
    return undefined
  }
  const answer = await longPoll({
    waitMs: SOCIAL_RESULT_WAIT_MS,
    intervalMs: SOCIAL_RESULT_CHECK_MS,
    signal,
    step,
  })
  return answer ?? { status: 202, body: { status: 'pending' } }
}
