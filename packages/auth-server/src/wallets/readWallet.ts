import type { Sql } from '../db/createSql.js'
import { openWithKey } from './sealWithKey.js'
import { walletContext } from './walletContext.js'

/** A wallet's shares, opened. */
export type OpenedWallet = {
  address: string
  authShare: Buffer
  /** As the frame encrypted it under the recovery secret. */
  recoveryShare: Buffer
  recoverySecret: Buffer
}

/**
 * Reads a user's wallet in a project and opens its sealed auth share and recovery secret.
 *
 * @returns The wallet, or `undefined` when the user has none in this project.
 * @throws {Error} `Unsupported state or unable to authenticate data` when a key is wrong.
 */
export async function readWallet(
  sql: Sql,
  parameters: { shareKey: Buffer; recoveryKey: Buffer; userId: string; projectId: string },
): Promise<OpenedWallet | undefined> {
  const { shareKey, recoveryKey, userId, projectId } = parameters
  const [row] = await sql<
    {
      address: string
      sealed_auth_share: Buffer
      recovery_share: Buffer
      sealed_secret: Buffer
    }[]
  >`
    select w.address, w.sealed_auth_share, w.recovery_share, s.sealed_secret
    from wallets w
    join recovery_secrets s on s.user_id = w.user_id and s.project_id = w.project_id
    where w.user_id = ${userId} and w.project_id = ${projectId}`
  if (!row) return undefined
  const owner = { userId, projectId }
  return {
    address: row.address,
    authShare: openWithKey(shareKey, row.sealed_auth_share, walletContext('auth-share', owner)),
    recoveryShare: row.recovery_share,
    recoverySecret: openWithKey(
      recoveryKey,
      row.sealed_secret,
      walletContext('recovery-secret', owner),
    ),
  }
}
