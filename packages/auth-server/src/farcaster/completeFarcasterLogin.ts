import { type RequestOrigin, writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { Sql } from '../db/createSql.js'
import { logServerError } from '../http/loggingErrors.js'
import { upsertSocialUser } from '../users/upsertSocialUser.js'
import { type FarcasterAttempt, moveFarcasterAttempt } from './attempts.js'
import type { FarcasterClient } from './createFarcasterClient.js'
import { FarcasterError, type FarcasterFailure } from './types.js'
import { type CompletedSignIn, verifyFarcasterLogin } from './verifyFarcasterLogin.js'

/** The `user_identities` provider and issuer of Farcaster users (subject: the fid in decimal). */
export const FARCASTER_PROVIDER = 'farcaster'

/**
 * The outcome of {@link completeFarcasterLogin}; `cut_off`: the request's time ran out before
 * anything was written (the caller puts the attempt back to `pending`).
 */
export type CompleteFarcasterLoginReturnType =
  | { ok: true; attempt: FarcasterAttempt }
  | { ok: false; reason: FarcasterFailure | 'farcaster_expired' | 'cut_off' }

/** Thrown inside the transaction when the attempt was no longer `verifying`: rolls it back. */
class AttemptMoved extends Error {}

/**
 * Finishes an attempt this request claimed (`verifying`) with the sign-in the relay reported:
 * verifies it (`verifyFarcasterLogin`), then one transaction finds or makes the user of the fid
 * (`user_identities` provider and issuer `farcaster`, the relay's username) and marks the
 * attempt `succeeded`. Audited `login` (`method: 'farcaster'`). On a refusal or an Optimism RPC
 * failure the attempt is `failed` with its reason and audited `farcaster_refused` (`reason`,
 * `claimedFid`: the fid the relay claimed); no user, identity or session is written.
 *
 * @param parameters.beginWrite Called once the verification is done, before the first write:
 *   `false` when the request's time ran out meanwhile (nothing is written: `cut_off`).
 * @throws Any other error (database, unexpected), logged, the attempt back to `pending`.
 */
export async function completeFarcasterLogin(
  sql: Sql,
  parameters: {
    client: Pick<FarcasterClient, 'verifySignInMessage'>
    attempt: FarcasterAttempt
    signIn: CompletedSignIn
    requestOrigin: RequestOrigin
    now: Date
    beginWrite?: () => boolean
  },
): Promise<CompleteFarcasterLoginReturnType> {
  const { attempt, signIn, requestOrigin, now, beginWrite = () => true } = parameters
  let verified: Awaited<ReturnType<typeof verifyFarcasterLogin>>
  try {
    verified = await verifyFarcasterLogin(parameters.client, signIn, {
      nonce: attempt.nonce,
      domain: attempt.domain,
      now,
    })
  } catch (error) {
    if (!beginWrite()) return { ok: false, reason: 'cut_off' }
    if (!(error instanceof FarcasterError)) return backToPending(sql, attempt, error)
    return refuse(sql, { attempt, signIn, requestOrigin, reason: error.reason })
  }
  if (!beginWrite()) return { ok: false, reason: 'cut_off' }
  const { fid, username } = verified
  let finished: { user: { userId: string; created: boolean }; attempt: FarcasterAttempt }
  try {
    finished = await sql.begin(async (transaction) => {
      const user = await upsertSocialUser(transaction, {
        provider: FARCASTER_PROVIDER,
        login: {
          profile: { subject: String(fid), issuer: FARCASTER_PROVIDER, username },
          linkEmail: undefined,
        },
        now,
      })
      const moved = await moveFarcasterAttempt(transaction, {
        id: attempt.id,
        expected: 'verifying',
        status: 'succeeded',
        set: { userId: user.userId, authenticatedAt: now },
      })
      if (!moved) throw new AttemptMoved()
      return { user, attempt: moved }
    })
  } catch (error) {
    if (error instanceof AttemptMoved) return { ok: false, reason: 'farcaster_expired' }
    return backToPending(sql, attempt, error)
  }
  await writeAuditEvent(sql, requestOrigin, {
    projectId: attempt.projectId,
    event: 'login',
    userId: finished.user.userId,
    detail: {
      method: 'farcaster',
      provider: FARCASTER_PROVIDER,
      created: finished.user.created,
      fid,
      origin: attempt.origin,
    },
  })
  return { ok: true, attempt: finished.attempt }
}

/** Marks the attempt `failed` with `reason` and audits `farcaster_refused`. */
async function refuse(
  sql: Sql,
  parameters: {
    attempt: FarcasterAttempt
    signIn: CompletedSignIn
    requestOrigin: RequestOrigin
    reason: FarcasterFailure
  },
): Promise<CompleteFarcasterLoginReturnType> {
  const { attempt, signIn, reason } = parameters
  await moveFarcasterAttempt(sql, {
    id: attempt.id,
    expected: 'verifying',
    status: 'failed',
    set: { failure: reason },
  })
  await writeAuditEvent(sql, parameters.requestOrigin, {
    projectId: attempt.projectId,
    event: 'farcaster_refused',
    detail: { reason, claimedFid: signIn.fid, origin: attempt.origin },
  })
  return { ok: false, reason }
}

/** Logs an unexpected error, puts the attempt back to `pending` (best effort) and rethrows. */
async function backToPending(sql: Sql, attempt: FarcasterAttempt, error: unknown): Promise<never> {
  logServerError('a Farcaster sign-in could not be completed', error)
  await moveFarcasterAttempt(sql, {
    id: attempt.id,
    expected: 'verifying',
    status: 'pending',
  }).catch(() => undefined)
  throw error
}
