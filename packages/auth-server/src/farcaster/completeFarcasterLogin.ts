import { type RequestOrigin, writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { Sql } from '../db/createSql.js'
import { upsertSocialUser } from '../users/upsertSocialUser.js'
import { type FarcasterAttempt, moveFarcasterAttempt } from './attempts.js'
import type { FarcasterClient } from './createFarcasterClient.js'
import { FarcasterError, type FarcasterFailure } from './types.js'
import { type CompletedSignIn, verifyFarcasterLogin } from './verifyFarcasterLogin.js'

/** The `user_identities` provider and issuer of Farcaster users (subject: the fid in decimal). */
export const FARCASTER_PROVIDER = 'farcaster'

/** The outcome of {@link completeFarcasterLogin}. */
export type CompleteFarcasterLoginReturnType =
  | { ok: true; attempt: FarcasterAttempt }
  | { ok: false; reason: FarcasterFailure | 'farcaster_expired' }

/**
 * Finishes an attempt this request claimed (`verifying`) with the sign-in the relay reported:
 * verifies it (`verifyFarcasterLogin`), then one transaction finds or makes the user of the fid
 * (`user_identities` provider and issuer `farcaster`, the relay's username) and marks the
 * attempt `succeeded`. Audited `login` (`method: 'farcaster'`). On any refusal the attempt is
 * `failed` with its reason and audited `farcaster_refused`; no user, identity or session is
 * written.
 */
export async function completeFarcasterLogin(
  sql: Sql,
  parameters: {
    client: Pick<FarcasterClient, 'verifySignInMessage'>
    attempt: FarcasterAttempt
    signIn: CompletedSignIn
    requestOrigin: RequestOrigin
    now: Date
  },
): Promise<CompleteFarcasterLoginReturnType> {
  const { attempt, signIn, requestOrigin, now } = parameters
  const audit = { projectId: attempt.projectId }
  try {
    const { fid, username } = await verifyFarcasterLogin(parameters.client, signIn, {
      nonce: attempt.nonce,
      domain: attempt.domain,
      now,
    })
    const finished = await sql.begin(async (transaction) => {
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
      return moved && { user, attempt: moved }
    })
    if (!finished) return { ok: false, reason: 'farcaster_expired' }
    await writeAuditEvent(sql, requestOrigin, {
      ...audit,
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
  } catch (error) {
    if (!(error instanceof FarcasterError))
      console.error('[auth-server] a Farcaster sign-in could not be verified:', error)
    const reason = error instanceof FarcasterError ? error.reason : 'optimism_rpc_unavailable'
    await moveFarcasterAttempt(sql, {
      id: attempt.id,
      expected: 'verifying',
      status: 'failed',
      set: { failure: reason },
    })
    await writeAuditEvent(sql, requestOrigin, {
      ...audit,
      event: 'farcaster_refused',
      detail: { reason, fid: signIn.fid, origin: attempt.origin },
    })
    return { ok: false, reason }
  }
}
