import { randomBytes } from 'node:crypto'
import type { Sql } from '../db/createSql.js'
import { sealWithKey } from './sealWithKey.js'
import { walletContext } from './walletContext.js'

/** The outcome of {@link issueRecoverySecret}. */
export type IssueRecoverySecretReturnType =
  | { status: 'issued'; recoverySecret: Buffer }
  | { status: 'wallet_exists' }

/**
 * Makes a new random 32-byte recovery secret for a user's wallet-to-be and keeps it sealed under
 * the recovery key, replacing an earlier one. Refused once the wallet exists: its recovery share
 * is encrypted under the secret already kept.
 */
export async function issueRecoverySecret(
  sql: Sql,
  parameters: { recoveryKey: Buffer; userId: string; projectId: string },
): Promise<IssueRecoverySecretReturnType> {
  const { recoveryKey, userId, projectId } = parameters
  const recoverySecret = randomBytes(32)
  const sealed = sealWithKey(
    recoveryKey,
    recoverySecret,
    walletContext('recovery-secret', { userId, projectId }),
  )
  return sql.begin(async (transaction): Promise<IssueRecoverySecretReturnType> => {
    const [wallet] = await transaction`
      select 1 from wallets where user_id = ${userId} and project_id = ${projectId}`
    if (wallet) return { status: 'wallet_exists' }
    await transaction`
      insert into recovery_secrets (user_id, project_id, sealed_secret)
      values (${userId}, ${projectId}, ${sealed})
      on conflict (user_id, project_id) do update
        set sealed_secret = excluded.sealed_secret, created_at = now()`
    return { status: 'issued', recoverySecret }
  })
}
