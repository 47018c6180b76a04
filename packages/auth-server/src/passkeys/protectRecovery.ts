import type * as z from 'zod'
import type { Sql } from '../db/createSql.js'
import type { RelyingParty } from './passkeyOptions.js'
import {
  type AssertionFailure,
  type assertionResponseSchema,
  verifyPasskeyAssertion,
} from './verifyPasskeyAssertion.js'

/** The smallest and largest wrapped share accepted, in bytes (a 33-byte share: 61). */
export const WRAPPED_SHARE_BYTES = { min: 61, max: 128 } as const

/** The outcome of {@link protectRecovery}. */
export type ProtectRecoveryReturnType =
  | { status: 'protected'; credentialId: string }
  | { status: AssertionFailure | 'not_prf_passkey' | 'no_wallet' }

/**
 * Makes a passkey the wallet's recovery factor, in one transaction: checks the user's assertion
 * (`verifyPasskeyAssertion`, purpose `confirm`: the challenge is spent and the counter moves even
 * when a later step refuses), requires a PRF passkey (`not_prf_passkey`) and a wallet in the
 * project (`no_wallet`), then stores `wrappedShare` confirmed for the credential and project,
 * removes the wallet's server-openable recovery share (`protected_at` set) and deletes its
 * recovery secret. A failing step rolls all three back: the old copy is never gone without the
 * confirmed new one.
 *
 * @param parameters.wrappedShare W, made in the frame under a key only the passkey's PRF output
 *   derives (61 to 128 bytes).
 * @throws The database's error when a step fails; nothing is changed then.
 */
export async function protectRecovery(
  sql: Sql,
  rp: RelyingParty,
  parameters: {
    userId: string
    projectId: string
    challengeId: string
    response: z.infer<typeof assertionResponseSchema>
    wrappedShare: Buffer
    now: Date
  },
): Promise<ProtectRecoveryReturnType> {
  const { userId, projectId, wrappedShare, now } = parameters
  return sql.begin(async (transaction): Promise<ProtectRecoveryReturnType> => {
    const checked = await verifyPasskeyAssertion(transaction, rp, {
      challengeId: parameters.challengeId,
      purpose: 'confirm',
      response: parameters.response,
      userId,
      now,
    })
    if (!checked.ok) return { status: checked.reason }
    const { credential, challenge } = checked
    if (!credential.prf) return { status: 'not_prf_passkey' }
    if (challenge.projectId !== projectId) return { status: 'invalid_challenge' }
    const [wallet] = await transaction`
      select 1 from wallets where user_id = ${userId} and project_id = ${projectId} for update`
    if (!wallet) return { status: 'no_wallet' }
    await transaction`
      insert into passkey_recovery_shares
        (credential_id, project_id, user_id, wrapped_share, confirmed_at)
      values (${credential.id}, ${projectId}, ${userId}, ${wrappedShare}, ${now})
      on conflict (credential_id, project_id)
      do update set wrapped_share = excluded.wrapped_share, confirmed_at = excluded.confirmed_at`
    await transaction`
      update wallets set recovery_share = null, protected_at = coalesce(protected_at, ${now})
      where user_id = ${userId} and project_id = ${projectId}`
    await transaction`
      delete from recovery_secrets where user_id = ${userId} and project_id = ${projectId}`
    return { status: 'protected', credentialId: credential.id }
  })
}
