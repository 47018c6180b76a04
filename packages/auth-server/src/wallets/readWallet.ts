import type { Sql } from '../db/createSql.js'
import { openWithKey } from './sealWithKey.js'
import { walletContext } from './walletContext.js'

/** A wallet's shares, opened. */
export type OpenedWallet = {
  address: string
  authShare: Buffer
} & (
  | {
      /** Recovery runs through a fresh login: the server keeps the recovery share and secret. */
      recovery: 'login'
      /** As the frame encrypted it under the recovery secret. */
      recoveryShare: Buffer
      recoverySecret: Buffer
    }
  | {
      /**
       * A passkey protects recovery: the server-openable share and secret are gone, only the
       * shares wrapped by the user's passkeys are left ({@link readPasskeyShares}).
       */
      recovery: 'passkey'
    }
)

/**
 * Reads a user's wallet in a project and opens its sealed auth share and, while recovery runs
 * through the login, its recovery secret.
 *
 * @returns The wallet, or `undefined` when the user has none in this project.
 * @throws {Error} `Unsupported state or unable to authenticate data` when a key is wrong;
 *   `the wallet's recovery secret is missing` when a wallet no passkey protects has none.
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
      recovery_share: Buffer | null
      protected_at: Date | null
      sealed_secret: Buffer | null
    }[]
  >`
    select w.address, w.sealed_auth_share, w.recovery_share, w.protected_at, s.sealed_secret
    from wallets w
    left join recovery_secrets s on s.user_id = w.user_id and s.project_id = w.project_id
    where w.user_id = ${userId} and w.project_id = ${projectId}`
  if (!row) return undefined
  const owner = { userId, projectId }
  const address = row.address
  const authShare = openWithKey(shareKey, row.sealed_auth_share, walletContext('auth-share', owner))
  if (row.protected_at) return { address, authShare, recovery: 'passkey' }
  if (!row.recovery_share || !row.sealed_secret)
    throw new Error("the wallet's recovery secret is missing")
  return {
    address,
    authShare,
    recovery: 'login',
    recoveryShare: row.recovery_share,
    recoverySecret: openWithKey(
      recoveryKey,
      row.sealed_secret,
      walletContext('recovery-secret', owner),
    ),
  }
}

/** A recovery share wrapped by a passkey's PRF output, as `GET /v1/wallet/recovery` releases it. */
export type PasskeyShare = { credentialId: string; wrappedShare: Buffer }

/** The confirmed wrapped shares of a user's wallet in a project, oldest first. */
export async function readPasskeyShares(
  sql: Sql,
  parameters: { userId: string; projectId: string },
): Promise<PasskeyShare[]> {
  const rows = await sql<{ credential_id: string; wrapped_share: Buffer }[]>`
    select credential_id, wrapped_share from passkey_recovery_shares
    where user_id = ${parameters.userId} and project_id = ${parameters.projectId}
    order by confirmed_at, credential_id`
  return rows.map((row) => ({ credentialId: row.credential_id, wrappedShare: row.wrapped_share }))
}
