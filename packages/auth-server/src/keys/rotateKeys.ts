import type { Sql } from '../db/createSql.js'
import { openWithKey, sealWithKey } from '../wallets/sealWithKey.js'
import { walletContext } from '../wallets/walletContext.js'
import { writeKeyFingerprint } from './keyFingerprints.js'

/** The keys of one sealed column: the one its rows are under now, and the one to move them to. */
export type KeyPair = { current: Buffer; next: Buffer }

/** Parameters of {@link rotateKeys}: each pair given is rotated; at least one is needed. */
export type RotateKeysParameters = {
  /** `LATCH_AUTH_SHARE_KEY` → `LATCH_AUTH_SHARE_KEY_NEW` (the wallets' sealed auth shares). */
  shareKey?: KeyPair | undefined
  /** `LATCH_AUTH_RECOVERY_KEY` → `LATCH_AUTH_RECOVERY_KEY_NEW` (the sealed recovery secrets). */
  recoveryKey?: KeyPair | undefined
  /** Rows read and updated per batch (500 by default). */
  batchSize?: number
}

/** What {@link rotateKeys} did to one column: rows re-sealed, and rows already under the new key. */
export type RotatedCount = { rotated: number; alreadyRotated: number }

/** The counts per column; a column whose key pair was not given is absent. */
export type RotateKeysReturnType = {
  authShares?: RotatedCount
  recoverySecrets?: RotatedCount
}

/** Serialises rotations (`pg_advisory_xact_lock`): a second run waits, then finds nothing to do. */
const ROTATION_LOCK = 7_463_002

/** A sealed value that opens under neither key: nothing is changed (the transaction rolls back). */
export class RotateKeysError extends Error {
  override name = 'RotateKeysError'
}

type SealedRow = { user_id: string; project_id: string; sealed: Buffer }

/**
 * Re-encrypts the wallets' sealed auth shares (AES-256-GCM under the share key) and the sealed
 * recovery secrets (under the recovery key) from the current to the next key, in place and in
 * one transaction, batch by batch in key order. Idempotent: a row that already opens under the
 * next key is counted in `alreadyRotated` and left as it is, so a run that was interrupted (and
 * so rolled back) or repeated is safe. Each value keeps its binding to its user and project.
 * The fingerprint of each next key replaces the current one's in `key_fingerprints` in the same
 * transaction, so a server still holding a current key refuses to start afterwards.
 * Rotations are serialised by an advisory lock. The server instances must not write with the
 * current key meanwhile (stop them, rotate, start them with the next keys).
 *
 * @throws {RotateKeysError} `the auth share of user USER in project PROJECT opens under neither
 *   key` (or `the recovery secret of …`); nothing is changed then.
 * @throws {Error} `no key pair to rotate` when neither pair is given; `the next share key must
 *   differ from the next recovery key` when both next keys are the same; `a key must be 32 bytes`.
 */
export async function rotateKeys(
  sql: Sql,
  parameters: RotateKeysParameters,
): Promise<RotateKeysReturnType> {
  const { shareKey, recoveryKey, batchSize = 500 } = parameters
  if (!shareKey && !recoveryKey) throw new Error('no key pair to rotate')
  for (const pair of [shareKey, recoveryKey]) {
    if (pair && (pair.current.length !== 32 || pair.next.length !== 32))
      throw new Error('a key must be 32 bytes')
  }
  if (shareKey && recoveryKey && shareKey.next.equals(recoveryKey.next))
    throw new Error('the next share key must differ from the next recovery key')
  return sql.begin(async (transaction) => {
    await transaction`select pg_advisory_xact_lock(${ROTATION_LOCK})`
    const result: RotateKeysReturnType = {}
    if (shareKey) {
      result.authShares = await rotateColumn(shareKey, batchSize, 'auth-share', {
        read: (after) => transaction<SealedRow[]>`
          select user_id, project_id, sealed_auth_share as sealed from wallets
          where (user_id, project_id) > (${after.userId}, ${after.projectId})
          order by user_id, project_id limit ${batchSize} for update`,
        write: (row, sealed) => transaction`
          update wallets set sealed_auth_share = ${sealed}
          where user_id = ${row.user_id} and project_id = ${row.project_id}`,
      })
      await writeKeyFingerprint(transaction, 'LATCH_AUTH_SHARE_KEY', shareKey.next)
    }
    if (recoveryKey) {
      result.recoverySecrets = await rotateColumn(recoveryKey, batchSize, 'recovery-secret', {
        read: (after) => transaction<SealedRow[]>`
          select user_id, project_id, sealed_secret as sealed from recovery_secrets
          where (user_id, project_id) > (${after.userId}, ${after.projectId})
          order by user_id, project_id limit ${batchSize} for update`,
        write: (row, sealed) => transaction`
          update recovery_secrets set sealed_secret = ${sealed}
          where user_id = ${row.user_id} and project_id = ${row.project_id}`,
      })
      await writeKeyFingerprint(transaction, 'LATCH_AUTH_RECOVERY_KEY', recoveryKey.next)
    }
    return result
  })
}

/** Walks one table in key order, re-sealing each value that opens under `keys.current`. */
async function rotateColumn(
  keys: KeyPair,
  batchSize: number,
  purpose: 'auth-share' | 'recovery-secret',
  table: {
    read(after: { userId: string; projectId: string }): Promise<SealedRow[]>
    write(row: SealedRow, sealed: Buffer): Promise<unknown>
  },
): Promise<RotatedCount> {
  const count: RotatedCount = { rotated: 0, alreadyRotated: 0 }
  // The smallest uuid and an empty id: every row comes after it.
  let after = { userId: '00000000-0000-0000-0000-000000000000', projectId: '' }
  for (;;) {
    const rows = await table.read(after)
    for (const row of rows) {
      const context = walletContext(purpose, { userId: row.user_id, projectId: row.project_id })
      if (opens(keys.next, row.sealed, context)) {
        count.alreadyRotated++
        continue
      }
      let plaintext: Buffer
      try {
        plaintext = openWithKey(keys.current, row.sealed, context)
      } catch {
        const what = purpose === 'auth-share' ? 'auth share' : 'recovery secret'
        throw new RotateKeysError(
          `the ${what} of user ${row.user_id} in project ${row.project_id} opens under neither key`,
        )
      }
      await table.write(row, sealWithKey(keys.next, plaintext, context))
      plaintext.fill(0)
      count.rotated++
    }
    const last = rows.at(-1)
    if (!last || rows.length < batchSize) return count
    after = { userId: last.user_id, projectId: last.project_id }
  }
}

/** Whether `sealed` opens under `key` with `context`. */
function opens(key: Buffer, sealed: Buffer, context: string): boolean {
  try {
    openWithKey(key, sealed, context).fill(0)
    return true
  } catch {
    return false
  }
}
