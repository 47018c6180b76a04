import type { Sql } from '../db/createSql.js'
import type { Queryable } from './challenges.js'

/** How many passkeys one user may hold (a Session names at most 100; the frame shows them all). */
export const MAX_PASSKEYS_PER_USER = 20

/** A stored passkey, as the assertion check needs it. */
export type PasskeyCredential = {
  /** The credential id, base64url. */
  id: string
  userId: string
  /** The COSE public key. */
  publicKey: Uint8Array<ArrayBuffer>
  /** The last signature counter seen (0: the authenticator keeps none). */
  counter: number
  transports: string[]
  /** Whether the frame saw `prf.enabled` when it was made. */
  prf: boolean
}

/** A credential to name in options (`excludeCredentials`, `allowCredentials`). */
export type CredentialDescriptor = { id: string; transports: string[] }

type CredentialRow = {
  id: string
  user_id: string
  public_key: Buffer
  counter: string
  transports: string[]
  prf: boolean
}

/** The passkey of this credential id, or `undefined` when there is none. */
export async function findPasskeyCredential(
  sql: Queryable,
  id: string,
): Promise<PasskeyCredential | undefined> {
  const [row] = await sql<CredentialRow[]>`
    select id, user_id, public_key, counter, transports, prf
    from passkey_credentials where id = ${id}`
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
    prf: row.prf,
  }
}

/**
 * A user's passkeys, oldest first; with `withoutShareIn`, only the PRF passkeys that hold no
 * confirmed recovery share for that project.
 */
export async function listPasskeyCredentials(
  sql: Queryable,
  parameters: { userId: string; withoutShareIn?: string },
): Promise<CredentialDescriptor[]> {
  const { userId, withoutShareIn } = parameters
  const rows = await sql<{ id: string; transports: string[] }[]>`
    select c.id, c.transports from passkey_credentials c
    where c.user_id = ${userId}
      ${
        withoutShareIn === undefined
          ? sql``
          : sql`and c.prf and not exists (select 1 from passkey_recovery_shares s
              where s.credential_id = c.id and s.project_id = ${withoutShareIn})`
      }
    order by c.created_at, c.id`
  return rows.map((row) => ({
    id: row.id,
    transports: row.transports,
  }))
}

/**
 * Stores a new passkey of a user, unless they hold {@link MAX_PASSKEYS_PER_USER} already. One
 * transaction that first locks the user's row, so parallel registrations of one user queue and
 * cannot pass the cap together.
 *
 * @returns `created`; `too_many_passkeys` when the user holds the maximum; `credential_exists`
 *   when that credential id is stored already.
 */
export async function insertPasskeyCredential(
  sql: Sql,
  credential: Omit<PasskeyCredential, 'prf'> & {
    prf: boolean
    deviceType: 'singleDevice' | 'multiDevice'
    backedUp: boolean
    aaguid: string | null
  },
): Promise<'created' | 'credential_exists' | 'too_many_passkeys'> {
  return sql.begin(async (transaction) => {
    await transaction`select 1 from users where id = ${credential.userId} for no key update`
    if ((await countPasskeys(transaction, credential.userId)) >= MAX_PASSKEYS_PER_USER)
      return 'too_many_passkeys'
    const inserted = await transaction`
      insert into passkey_credentials
        (id, user_id, public_key, counter, transports, device_type, backed_up, prf, aaguid)
      values (${credential.id}, ${credential.userId}, ${Buffer.from(credential.publicKey)},
        ${credential.counter}, ${credential.transports}, ${credential.deviceType},
        ${credential.backedUp}, ${credential.prf}, ${credential.aaguid})
      on conflict (id) do nothing returning id`
    return inserted.length === 1 ? 'created' : 'credential_exists'
  })
}

/**
 * Records a verified use: the counter moves from `stored` to `next` (compare-and-set, so two
 * uses racing on one counter cannot both pass) and `last_used_at` is set.
 *
 * @returns Whether the counter was still `stored`.
 */
export async function advancePasskeyCounter(
  sql: Queryable,
  parameters: { id: string; stored: number; next: number; now: Date },
): Promise<boolean> {
  const { id, stored, next, now } = parameters
  const updated = await sql`
    update passkey_credentials set counter = ${next}, last_used_at = ${now}
    where id = ${id} and counter = ${stored} returning id`
  return updated.length === 1
}

/** How many passkeys the user has. */
export async function countPasskeys(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ count: string }[]>`
    select count(*) from passkey_credentials where user_id = ${userId}`
  return Number(row?.count ?? 0)
}

/**
 * The names a new passkey of the user shows: their email (a social login's shown email when
 * they have none) and the latest provider username.
 *
 * @returns The user, or `undefined` when there is none.
 */
export async function readPasskeyUser(
  sql: Queryable,
  userId: string,
): Promise<{ id: string; email: string | null; username: string | null } | undefined> {
  const [row] = await sql<{ id: string; email: string | null; username: string | null }[]>`
    select u.id, coalesce(u.email, i.email) as email, i.username
    from users u
    left join lateral (select email, username from user_identities
      where user_id = u.id order by last_login_at desc limit 1) i on true
    where u.id = ${userId}`
  return row
}
