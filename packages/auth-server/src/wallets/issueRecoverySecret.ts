import { randomBytes } from 'node:crypto'
import type { Sql } from '../db/createSql.js'
import { openWithKey, sealWithKey } from './sealWithKey.js'
import { walletContext } from './walletContext.js'

/** The outcome of {@link issueRecoverySecret}. */
export type IssueRecoverySecretReturnType =
  | { status: 'issued'; recoverySecret: Buffer }
  | { status: 'wallet_exists' }

/**
 * The recovery secret of a user's wallet-to-be: made once (32 random bytes, kept sealed under the
 * recovery key) and answered again to every later call, so two sessions making the wallet at once
 * encrypt its recovery share under the one secret the server keeps. Refused once the wallet
 * exists (`GET /v1/wallet/recovery` releases it then).
 *
 * @throws {Error} `Unsupported state or unable to authenticate data` when the kept secret does not
 *   open under `recoveryKey`.
 */
export async function issueRecoverySecret(
  sql: Sql,
  parameters: { recoveryKey: Buffer; userId: string; projectId: string },
): Promise<IssueRecoverySecretReturnType> {
  const { recoveryKey, userId, projectId } = parameters
  const context = walletContext('recovery-secret', { userId, projectId })
  const sealed = sealWithKey(recoveryKey, randomBytes(32), context)
  return sql.begin(async (transaction): Promise<IssueRecoverySecretReturnType> => {
    const [wallet] = await transaction`
      select 1 from wallets where user_id = ${userId} and project_id = ${projectId}`
    if (wallet) return { status: 'wallet_exists' }
    // The first secret stays: concurrent calls wait on the row the first one inserts.
    await transaction`
      insert into recovery_secrets (user_id, project_id, sealed_secret)
      values (${userId}, ${projectId}, ${sealed})
      on conflict (user_id, project_id) do nothing`
    const [kept] = await transaction<{ sealed_secret: Buffer }[]>`
      select sealed_secret from recovery_secrets
      where user_id = ${userId} and project_id = ${projectId}`
    if (!kept) throw new Error('the recovery secret was not kept')
    return {
      status: 'issued',
      recoverySecret: openWithKey(recoveryKey, kept.sealed_secret, context),
    }
  })
}
