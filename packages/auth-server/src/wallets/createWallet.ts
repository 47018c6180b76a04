import type { Sql } from '../db/createSql.js'
import { sealWithKey } from './sealWithKey.js'
import { walletContext } from './walletContext.js'

/** Parameters of {@link createWallet}. */
export type CreateWalletParameters = {
  shareKey: Buffer
  userId: string
  projectId: string
  address: string
  /** The auth share in clear; sealed under `shareKey` before it is stored. */
  authShare: Buffer
  /** The recovery share as the frame encrypted it under the recovery secret. */
  recoveryShare: Buffer
}

/**
 * Stores a user's wallet in a project (one per user and project): its address, the auth share
 * sealed under the share key and the encrypted recovery share. Needs a recovery secret issued
 * before (`issueRecoverySecret`).
 */
export async function createWallet(
  sql: Sql,
  parameters: CreateWalletParameters,
): Promise<'created' | 'wallet_exists' | 'recovery_secret_required'> {
  const { shareKey, userId, projectId, address, authShare, recoveryShare } = parameters
  const sealedAuthShare = sealWithKey(
    shareKey,
    authShare,
    walletContext('auth-share', { userId, projectId }),
  )
  return sql.begin(async (transaction) => {
    const [secret] = await transaction`
      select 1 from recovery_secrets where user_id = ${userId} and project_id = ${projectId}`
    if (!secret) return 'recovery_secret_required' as const
    const inserted = await transaction`
      insert into wallets (user_id, project_id, address, sealed_auth_share, recovery_share)
      values (${userId}, ${projectId}, ${address}, ${sealedAuthShare}, ${recoveryShare})
      on conflict (user_id, project_id) do nothing
      returning 1`
    return inserted.length === 1 ? ('created' as const) : ('wallet_exists' as const)
  })
}
