import { randomBytes, randomUUID } from 'node:crypto'
import type postgres from 'postgres'

/** A database handle or an open transaction: the passkey queries run in either. */
export type Queryable = postgres.ISql

/** What a challenge is for: a login, a registration, or the recovery confirmation. */
export type PasskeyPurpose = 'register' | 'login' | 'confirm'

/** How long a challenge can be answered, in milliseconds (5 minutes). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000

/** How long an expired challenge is kept before it is deleted, in milliseconds (a day). */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000

/** A stored challenge, as taken by {@link takePasskeyChallenge}. */
export type PasskeyChallenge = {
  id: string
  /** The challenge the authenticator signs, base64url (32 random bytes). */
  challenge: string
  purpose: PasskeyPurpose
  /** The user a registration or confirmation is for; `null` for a login. */
  userId: string | null
  projectId: string
  /** The verified host page origin: the ceremony's expected `topOrigin`. */
  origin: string
  /** A login's frame key (RFC 7638 thumbprint); `null` otherwise. */
  jkt: string | null
}

type ChallengeRow = {
  id: string
  challenge: string
  purpose: PasskeyPurpose
  user_id: string | null
  project_id: string
  origin: string
  jkt: string | null
}

/**
 * Makes and stores a challenge (32 random bytes) living 5 minutes, and deletes the challenges that
 * expired over a day ago.
 *
 * @param parameters.userId The user of a registration or confirmation; `null` for a login.
 * @param parameters.origin The verified host page origin (the expected `topOrigin`).
 * @param parameters.jkt A login's frame key thumbprint; `null` otherwise.
 * @returns The challenge's id and bytes (the options carry them base64url-encoded).
 */
export async function createPasskeyChallenge(
  sql: Queryable,
  parameters: {
    purpose: PasskeyPurpose
    userId: string | null
    projectId: string
    origin: string
    jkt: string | null
    now: Date
  },
): Promise<{ id: string; bytes: Uint8Array<ArrayBuffer> }> {
  const { purpose, userId, projectId, origin, jkt, now } = parameters
  const id = randomUUID()
  const bytes = randomBytes(32)
  await sql`delete from passkey_challenges
    where expires_at < ${new Date(now.getTime() - PRUNE_AFTER_MS)}`
  await sql`
    insert into passkey_challenges (id, challenge, purpose, user_id, project_id, origin, jkt, expires_at)
    values (${id}, ${bytes.toString('base64url')}, ${purpose}, ${userId}, ${projectId}, ${origin},
      ${jkt}, ${new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS)})`
  return { id, bytes: new Uint8Array(bytes) }
}

/**
 * Takes a live challenge once (one `delete … returning`, so a replay finds none): the challenge
 * `id` of this purpose, not expired, and when given, made for that user or that frame key. A
 * challenge asked for with another user or key stays for its own.
 *
 * @returns The challenge, or `undefined` when there is none to take.
 */
export async function takePasskeyChallenge(
  sql: Queryable,
  parameters: {
    id: string
    purpose: PasskeyPurpose
    now: Date
    userId?: string | undefined
    jkt?: string | undefined
  },
): Promise<PasskeyChallenge | undefined> {
  const { id, purpose, now, userId, jkt } = parameters
  const [row] = await sql<ChallengeRow[]>`
    delete from passkey_challenges
    where id = ${id} and purpose = ${purpose} and expires_at > ${now}
      ${userId === undefined ? sql`` : sql`and user_id = ${userId}`}
      ${jkt === undefined ? sql`` : sql`and jkt = ${jkt}`}
    returning id, challenge, purpose, user_id, project_id, origin, jkt`
  if (!row) return undefined
  return {
    id: row.id,
    challenge: row.challenge,
    purpose: row.purpose,
    userId: row.user_id,
    projectId: row.project_id,
    origin: row.origin,
    jkt: row.jkt,
  }
}
