import { type RequestOrigin, writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { Sql } from '../db/createSql.js'
import { logServerError } from '../http/loggingErrors.js'
import { upsertSocialUser } from '../users/upsertSocialUser.js'
import {
  createCompletion,
  failAttempt,
  finishAttempt,
  hashCompletion,
  type SocialAttempt,
} from './attempts.js'
import { resolveLogin } from './resolveLogin.js'
import { SocialError, type SocialFailure, type SocialProvider } from './types.js'

/**
 * The outcome of {@link completeSocialLogin}: on success the completion secret for the browser
 * (43 base64url characters); `social_expired` when the attempt moved meanwhile.
 */
export type CompleteSocialLoginReturnType =
  | { ok: true; completion: string }
  | { ok: false; reason: SocialFailure | 'social_expired' }

/**
 * Finishes an attempt the callback claimed (`exchanging`): the provider exchanges the code and
 * reads the profile, the email rules apply (`resolveLogin`), then one transaction finds or makes
 * the user and marks the attempt `succeeded` with the hash of a fresh completion secret, which
 * only the browser that came back gets (the session is collected with it). Audited as `login` (`method: 'social'`) and, when it
 * joined an email user, `identity_linked`. On any refusal the attempt is `failed` with its reason
 * and audited `social_refused`; no user, identity or session is written.
 *
 * @param parameters.state The callback's `state` (already matched to the attempt).
 * @param parameters.linkVerifiedEmail The provider entry's setting.
 */
export async function completeSocialLogin(
  sql: Sql,
  parameters: {
    provider: SocialProvider
    attempt: SocialAttempt
    callback: Request
    state: string
    linkVerifiedEmail: boolean
    requestOrigin: RequestOrigin
    now: Date
  },
): Promise<CompleteSocialLoginReturnType> {
  const { provider, attempt, requestOrigin, now } = parameters
  const audit = { projectId: attempt.projectId }
  try {
    const profile = await provider.exchange({
      callback: parameters.callback,
      expected: {
        state: parameters.state,
        nonce: attempt.nonce ?? undefined,
        codeVerifier: attempt.codeVerifier ?? undefined,
      },
    })
    const login = resolveLogin(profile, { linkVerifiedEmail: parameters.linkVerifiedEmail })
    const completion = createCompletion()
    const finished = await sql.begin(async (transaction) => {
      const user = await upsertSocialUser(transaction, { provider: provider.id, login, now })
      const done = await finishAttempt(transaction, {
        id: attempt.id,
        userId: user.userId,
        login: { email: login.profile.email ?? null, username: profile.username ?? null },
        completionHash: hashCompletion(completion),
        now,
      })
      return done ? user : undefined
    })
    if (!finished) return { ok: false, reason: 'social_expired' }
    await writeAuditEvent(sql, requestOrigin, {
      ...audit,
      event: 'login',
      userId: finished.userId,
      detail: {
        method: 'social',
        provider: provider.id,
        created: finished.created,
        linked: finished.linked,
        origin: attempt.origin,
      },
    })
    if (finished.linked) {
      await writeAuditEvent(sql, requestOrigin, {
        ...audit,
        event: 'identity_linked',
        userId: finished.userId,
        detail: { provider: provider.id, subject: profile.subject },
      })
    }
    return { ok: true, completion }
  } catch (error) {
    const reason = error instanceof SocialError ? error.reason : 'provider_error'
    if (!(error instanceof SocialError))
      logServerError(`social login with ${provider.id} failed`, error)
    await failAttempt(sql, { id: attempt.id, reason })
    await writeAuditEvent(sql, requestOrigin, {
      ...audit,
      event: 'social_refused',
      detail: {
        provider: provider.id,
        reason,
        origin: attempt.origin,
        ...(error instanceof SocialError && error.detail),
      },
    })
    return { ok: false, reason }
  }
}
