import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type postgres from 'postgres'
import type { Sql } from '../db/createSql.js'
import type { AuthorizationRequest, SocialFailure } from './types.js'

/** How long a social login may take from start to callback, in milliseconds (10 minutes). */
export const SOCIAL_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000

/** Where a social login attempt stands (see migration 004 for the transitions). */
export type SocialAttemptStatus =
  | 'created'
  | 'redirected'
  | 'exchanging'
  | 'succeeded'
  | 'failed'
  | 'cancelled'
  | 'collected'

/** A social login attempt as stored in `social_attempts`. */
export type SocialAttempt = {
  id: string
  provider: string
  projectId: string
  origin: string
  mode: 'popup' | 'redirect'
  /** The host page the browser comes back to after the callback (on `origin`). */
  returnTo: string
  jkt: string
  nonce: string | null
  codeVerifier: string | null
  status: SocialAttemptStatus
  failure: SocialFailure | null
  userId: string | null
  authenticatedAt: Date | null
  /** SHA-256 (hex) of the completion the callback gave the browser; `null` before a success. */
  completionHash: string | null
  expiresAt: Date
}

/** `S` in snake_case, as a column name: `projectId` → `project_id`. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

/** A `social_attempts` row as `select *` gives the attempt's columns. */
type AttemptRow = { [Key in keyof SocialAttempt as SnakeCase<Key>]: SocialAttempt[Key] }

const toAttempt = (row: AttemptRow): SocialAttempt => ({
  id: row.id,
  provider: row.provider,
  projectId: row.project_id,
  origin: row.origin,
  mode: row.mode,
  returnTo: row.return_to,
  jkt: row.jkt,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  status: row.status,
  failure: row.failure,
  userId: row.user_id,
  authenticatedAt: row.authenticated_at,
  completionHash: row.completion_hash,
  expiresAt: row.expires_at,
})

const hashState = (state: string) => createHash('sha256').update(state).digest()

/**
 * What {@link createAttempt} stores: the attempt's fields known at its start, the provider's
 * authorization request (its `state`, `nonce`, PKCE verifier and URL) and the time it starts.
 */
export type CreateAttemptParameters = Pick<
  SocialAttempt,
  'id' | 'provider' | 'projectId' | 'origin' | 'mode' | 'returnTo' | 'jkt'
> & { authorization: AuthorizationRequest; now: Date }

/**
 * Stores a new attempt (`created`), keeping only the SHA-256 of its `state`; attempts that
 * expired over a day ago are deleted on the way.
 *
 * @returns When it expires (10 minutes from `now`).
 */
export async function createAttempt(sql: Sql, parameters: CreateAttemptParameters): Promise<Date> {
  const { authorization, now } = parameters
  const expiresAt = new Date(now.getTime() + SOCIAL_ATTEMPT_LIFETIME_MS)
  await sql`delete from social_attempts where expires_at < ${new Date(now.getTime() - 86_400_000)}`
  await sql`
    insert into social_attempts (id, provider, project_id, origin, mode, return_to, jkt, state_hash,
      nonce, code_verifier, authorization_url, expires_at, created_at)
    values (${parameters.id}, ${parameters.provider}, ${parameters.projectId}, ${parameters.origin},
      ${parameters.mode}, ${parameters.returnTo}, ${parameters.jkt},
      ${hashState(authorization.state)}, ${authorization.nonce ?? null},
      ${authorization.codeVerifier ?? null}, ${authorization.url.href}, ${expiresAt}, ${now})`
  return expiresAt
}

/**
 * Moves a live attempt of `provider` from `created` to `redirected`, once.
 *
 * @returns The provider URL to send the browser to, or `undefined` (unknown, expired, used).
 */
export async function markRedirected(
  sql: Sql,
  parameters: { id: string; provider: string; now: Date },
): Promise<string | undefined> {
  const [row] = await sql<{ authorization_url: string }[]>`
    update social_attempts set status = 'redirected'
    where id = ${parameters.id} and provider = ${parameters.provider} and status = 'created'
      and expires_at > ${parameters.now}
    returning authorization_url`
  return row?.authorization_url
}

/** The outcome of {@link takeAttemptByState}. */
export type TakeAttemptByStateReturnType =
  | { status: 'taken'; attempt: SocialAttempt }
  /** No attempt has this state (forged), or it expired before the callback. */
  | { status: 'invalid_state' }
  /** The attempt of this state was already past the redirect: a callback replayed. */
  | { status: 'replayed_state' }

/**
 * Claims the attempt a provider's callback names by its `state`: `redirected → exchanging`, in
 * one conditional update, so a state is honoured once. Nothing changes when it is refused.
 */
export async function takeAttemptByState(
  sql: Sql,
  parameters: { provider: string; state: string; now: Date },
): Promise<TakeAttemptByStateReturnType> {
  const stateHash = hashState(parameters.state)
  const [row] = await sql<AttemptRow[]>`
    update social_attempts set status = 'exchanging'
    where state_hash = ${stateHash} and provider = ${parameters.provider}
      and status = 'redirected' and expires_at > ${parameters.now}
    returning *`
  if (row) return { status: 'taken', attempt: toAttempt(row) }
  const [known] = await sql<{ status: SocialAttemptStatus }[]>`
    select status from social_attempts
    where state_hash = ${stateHash} and provider = ${parameters.provider}`
  return known && known.status !== 'created' && known.status !== 'redirected'
    ? { status: 'replayed_state' }
    : { status: 'invalid_state' }
}

/** Marks an `exchanging` attempt `failed` with its reason (no user is attached). */
export async function failAttempt(
  sql: Sql,
  parameters: { id: string; reason: SocialFailure },
): Promise<void> {
  await sql`
    update social_attempts set status = 'failed', failure = ${parameters.reason}
    where id = ${parameters.id} and status = 'exchanging'`
}

/** A completion as the result request takes it: 32 random bytes, base64url (43 characters). */
export const COMPLETION_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A fresh completion secret: 32 random bytes, base64url without padding (43 characters). */
export function createCompletion(): string {
  return randomBytes(32).toString('base64url')
}

/** The SHA-256 of a completion, hex: what an attempt stores instead of the value. */
export function hashCompletion(completion: string): string {
  return createHash('sha256').update(completion).digest('hex')
}

/**
 * Whether `completion` is the one whose hash the attempt stores (a constant-time comparison).
 *
 * @param completionHash The attempt's `completionHash`; `null` never matches.
 */
export function isAttemptCompletion(completionHash: string | null, completion: string): boolean {
  if (!completionHash) return false
  const expected = Buffer.from(completionHash, 'hex')
  const actual = createHash('sha256').update(completion).digest()
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * Marks an `exchanging` attempt `succeeded` for `userId`, with what the session will show and
 * the hash of the completion the browser is given.
 *
 * @param parameters.completionHash `hashCompletion` of the completion sent to the browser.
 * @returns Whether it was still `exchanging` (else nothing changed).
 */
export async function finishAttempt(
  sql: postgres.ISql,
  parameters: {
    id: string
    userId: string
    login: { email: string | null; username: string | null }
    completionHash: string
    now: Date
  },
): Promise<boolean> {
  const rows = await sql`
    update social_attempts set status = 'succeeded', user_id = ${parameters.userId},
      login = ${sql.json(parameters.login)}, authenticated_at = ${parameters.now},
      completion_hash = ${parameters.completionHash}
    where id = ${parameters.id} and status = 'exchanging'
    returning id`
  return rows.length === 1
}

/** The attempt with `id`, or `undefined`. */
export async function readAttempt(sql: Sql, id: string): Promise<SocialAttempt | undefined> {
  const [row] = await sql<AttemptRow[]>`select * from social_attempts where id = ${id}`
  return row && toAttempt(row)
}

/**
 * Hands a `succeeded` attempt's login over once: `succeeded → collected`, only for the key that
 * started it and only while the attempt lives (`expires_at` after `now`). The caller checks the
 * completion first (`isAttemptCompletion`).
 *
 * @returns The attempt as it was collected, or `undefined` when another request took it first
 * or it expired.
 */
export async function collectAttempt(
  sql: Sql,
  parameters: { id: string; jkt: string; now: Date },
): Promise<SocialAttempt | undefined> {
  const { id, jkt, now } = parameters
  const [row] = await sql<AttemptRow[]>`
    update social_attempts set status = 'collected'
    where id = ${id} and jkt = ${jkt} and status = 'succeeded' and expires_at > ${now}
    returning *`
  return row && toAttempt(row)
}

/**
 * Cancels an attempt the provider has not answered yet (`created` or `redirected`), for the key
 * that started it; a callback already running or done is left alone.
 *
 * @returns The cancelled attempt, or `undefined` when nothing changed.
 */
export async function cancelAttempt(
  sql: Sql,
  parameters: { id: string; jkt: string },
): Promise<SocialAttempt | undefined> {
  const { id, jkt } = parameters
  const [row] = await sql<AttemptRow[]>`
    update social_attempts set status = 'cancelled'
    where id = ${id} and jkt = ${jkt} and status in ('created', 'redirected')
    returning *`
  return row && toAttempt(row)
}
