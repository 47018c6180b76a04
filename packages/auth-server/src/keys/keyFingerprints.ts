import { createHmac } from 'node:crypto'
import type postgres from 'postgres'
import type { Sql } from '../db/createSql.js'

/** The variables whose keys seal stored values, and so have a fingerprint in `key_fingerprints`. */
export type FingerprintedKey = 'LATCH_AUTH_SHARE_KEY' | 'LATCH_AUTH_RECOVERY_KEY'

/** A server started with a key other than the one the database's values are sealed under. */
export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
}

/**
 * The fingerprint of the key held in the variable `name`: HMAC-SHA256 keyed with the key over
 * `latch-key-fingerprint:NAME` (32 bytes). It identifies the key without revealing it.
 */
export function keyFingerprint(name: FingerprintedKey, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`latch-key-fingerprint:${name}`).digest()
}

/**
 * Checks the keys against the fingerprints stored in `key_fingerprints`, storing those that are
 * absent (the first start over a database). Called at start, after the migrations.
 *
 * @param keys The share key and recovery key the server was started with, by variable name.
 * @throws {KeyMismatchError} `LATCH_AUTH_SHARE_KEY is not the key this database's values are sealed
 *   under (its fingerprint differs): start with the key in use, or rotate with latch-auth-server
 *   rotate-keys` (the same for `LATCH_AUTH_RECOVERY_KEY`).
 */
export async function checkKeyFingerprints(
  sql: Sql,
  keys: Record<FingerprintedKey, Buffer>,
): Promise<void> {
  for (const [name, key] of Object.entries(keys) as [FingerprintedKey, Buffer][]) {
    const fingerprint = keyFingerprint(name, key)
    await sql`insert into key_fingerprints (name, fingerprint) values (${name}, ${fingerprint})
      on conflict (name) do nothing`
    const [row] = await sql<{ fingerprint: Buffer }[]>`
      select fingerprint from key_fingerprints where name = ${name}`
    if (!row?.fingerprint.equals(fingerprint))
      throw new KeyMismatchError(
        `${name} is not the key this database's values are sealed under (its fingerprint differs): start with the key in use, or rotate with latch-auth-server rotate-keys`,
      )
  }
}

/**
 * Stores `key` as the key of `name` (replacing the fingerprint there), inside `transaction`: the
 * one in which `rotate-keys` re-seals the rows.
 */
export async function writeKeyFingerprint(
  transaction: postgres.TransactionSql,
  name: FingerprintedKey,
  key: Buffer,
): Promise<void> {
  const fingerprint = keyFingerprint(name, key)
  await transaction`insert into key_fingerprints (name, fingerprint) values (${name}, ${fingerprint})
    on conflict (name) do update set fingerprint = excluded.fingerprint, updated_at = now()`
}
