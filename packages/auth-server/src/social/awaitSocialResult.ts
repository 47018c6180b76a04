import { type RequestOrigin, writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { issueSession, type Session } from '../sessions/issueSession.js'
import { collectAttempt, readAttempt } from './attempts.js'
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
  | { status: 401; body: { error: 'invalid_session' } }
  | { status: 404; body: { error: 'unknown_attempt' } }

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * Waits up to 8 s (checking every 500 ms, stopping when `signal` aborts) for an attempt to end,
 * and hands a succeeded one over once: a session for the attempt's user, its refresh family bound
 * to `jkt` and marked with the provider, `auth_time` the callback's time. A proof of another key
 * is refused (401) and audited `social_wrong_key`, leaving the attempt collectable by its own key.
 *
 * @param parameters.jkt The RFC 7638 thumbprint of the request's DPoP proof key.
 */
export async function awaitSocialResult(
  sql: Sql,
  config: AuthServerConfig,
  parameters: { attemptId: string; jkt: string; signal: AbortSignal; requestOrigin: RequestOrigin },
): Promise<AwaitSocialResultReturnType> {
  const { jkt, signal } = parameters
  const deadline = Date.now() + SOCIAL_RESULT_WAIT_MS
  for (;;) {
    const attempt = await readAttempt(sql, parameters.attemptId)
    if (!attempt) return { status: 404, body: { error: 'unknown_attempt' } }
    if (attempt.jkt !== jkt) {
      await writeAuditEvent(sql, parameters.requestOrigin, {
        event: 'social_wrong_key',
        projectId: attempt.projectId,
        detail: { provider: attempt.provider },
      })
      return { status: 401, body: { error: 'invalid_session' } }
    }
    switch (attempt.status) {
      case 'succeeded': {
        const collected = await collectAttempt(sql, { id: attempt.id, jkt })
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
    if (attempt.expiresAt.getTime() <= config.now().getTime())
      return { status: 400, body: { error: 'social_expired' } }
    if (Date.now() + SOCIAL_RESULT_CHECK_MS > deadline || signal.aborted)
      return { status: 202, body: { status: 'pending' } }
    await sleep(SOCIAL_RESULT_CHECK_MS, signal)
  }
}
