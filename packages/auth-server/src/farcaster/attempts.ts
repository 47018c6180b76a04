import type postgres from 'postgres'
import type { Sql } from '../db/createSql.js'
import type { FarcasterFailure } from './types.js'

/**
 * How long a Farcaster login may take from start to collection, in milliseconds (5 minutes: the
 * window in which a QR code sent to someone else can be used, as WalletConnect pairings).
 */
export const FARCASTER_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000

/** The shortest time between two relay status calls for one attempt, in milliseconds. */
export const FARCASTER_CHECK_INTERVAL_MS = 1_000

/** Where a Farcaster login attempt stands (see migration 006). */
export type FarcasterAttemptStatus =
  | 'pending'
  | 'verifying'
  | 'succeeded'
  | 'failed'
  | 'cancelled'
  | 'collected'

/** A Farcaster login attempt as stored in `farcaster_attempts`. */
export type FarcasterAttempt = {
  id: string
  projectId: string
  /** The verified host origin: the sign-in's URI. */
  origin: string
  jkt: string
  nonce: string
  /** The origin's host: the sign-in's domain. */
  domain: string
  channelToken: string
  url: string
  status: FarcasterAttemptStatus
  failure: FarcasterFailure | null
  userId: string | null
  authenticatedAt: Date | null
  expiresAt: Date
}

type AttemptRow = {
  id: string
  project_id: string
  origin: string
  jkt: string
  nonce: string
  domain: string
  channel_token: string
  url: string
  status: FarcasterAttemptStatus
  failure: FarcasterFailure | null
  user_id: string | null
  authenticated_at: Date | null
  expires_at: Date
}

const toAttempt = (row: AttemptRow): FarcasterAttempt => ({
  id: row.id,
  projectId: row.project_id,
  origin: row.origin,
  jkt: row.jkt,
  nonce: row.nonce,
  domain: row.domain,
  channelToken: row.channel_token,
  url: row.url,
  status: row.status,
  failure: row.failure,
  userId: row.user_id,
  authenticatedAt: row.authenticated_at,
  expiresAt: row.expires_at,
})

/**
 * Stores a new `pending` attempt for a channel the relay opened; attempts that expired over a day
 * ago are deleted on the way.
 *
 * @param parameters.expiresAt 5 minutes after the start (the sign-in message's expiry too).
 */
export async function createFarcasterAttempt(
  sql: Sql,
  parameters: Pick<
    FarcasterAttempt,
    | 'id'
    | 'projectId'
    | 'origin'
    | 'jkt'
    | 'nonce'
    | 'domain'
    | 'channelToken'
    | 'url'
    | 'expiresAt'
  > & { now: Date },
): Promise<void> {
  const { now } = parameters
  await sql`delete from farcaster_attempts where expires_at < ${new Date(now.getTime() - 86_400_000)}`
  await sql`
    insert into farcaster_attempts (id, project_id, origin, jkt, nonce, domain, channel_token, url,
      expires_at, created_at)
    values (${parameters.id}, ${parameters.projectId}, ${parameters.origin}, ${parameters.jkt},
      ${parameters.nonce}, ${parameters.domain}, ${parameters.channelToken}, ${parameters.url},
      ${parameters.expiresAt}, ${now})`
}

/** The attempt with `id`, or `undefined`. */
export async function readFarcasterAttempt(
  sql: Sql,
  id: string,
): Promise<FarcasterAttempt | undefined> {
  const [row] = await sql<AttemptRow[]>`select * from farcaster_attempts where id = ${id}`
  return row && toAttempt(row)
}

/**
 * Moves an attempt from `expected` to `status` in one conditional update (the only way attempts
 * change): `pending → verifying` claims a completed sign-in for one request, `verifying →
 * failed|succeeded` ends it, `succeeded → collected` hands the session over once (only while
 * the attempt lives), `pending → cancelled|failed` ends it early.
 *
 * @param parameters.jkt When given, only the attempt of this key moves.
 * @param parameters.set `failure`, or the `userId` and `authenticatedAt` of a success.
 * @returns The attempt after the move, or `undefined` when it was not in `expected` (or expired,
 *   for `collected`).
 */
export async function moveFarcasterAttempt(
  sql: postgres.ISql,
  parameters: {
    id: string
    expected: FarcasterAttemptStatus
    status: FarcasterAttemptStatus
    jkt?: string
    now?: Date
    set?: { failure?: FarcasterFailure; userId?: string; authenticatedAt?: Date }
  },
): Promise<FarcasterAttempt | undefined> {
  const { id, expected, status, jkt, now, set = {} } = parameters
  const [row] = await sql<AttemptRow[]>`
    update farcaster_attempts set status = ${status},
      failure = coalesce(${set.failure ?? null}, failure),
      user_id = coalesce(${set.userId ?? null}::uuid, user_id),
      authenticated_at = coalesce(${set.authenticatedAt ?? null}::timestamptz, authenticated_at)
    where id = ${id} and status = ${expected}
      ${jkt === undefined ? sql`` : sql`and jkt = ${jkt}`}
      ${now === undefined ? sql`` : sql`and expires_at > ${now}`}
    returning *`
  return row && toAttempt(row)
}

/**
 * Makes `until` the attempt's waiting result request, when no other waits (`waiting_until`
 * unset or past `now`) and the attempt is `jkt`'s.
 *
 * @param parameters.until When this request will have answered at the latest.
 * @returns Whether this request is the attempt's waiter.
 */
export async function claimFarcasterWaiter(
  sql: Sql,
  parameters: { id: string; jkt: string; now: Date; until: Date },
): Promise<boolean> {
  const { id, jkt, now, until } = parameters
  const rows = await sql`
    update farcaster_attempts set waiting_until = ${until}
    where id = ${id} and jkt = ${jkt} and (waiting_until is null or waiting_until <= ${now})
    returning id`
  return rows.length === 1
}

/** Ends the wait {@link claimFarcasterWaiter} claimed with `until` (no-op when another took over). */
export async function releaseFarcasterWaiter(
  sql: Sql,
  parameters: { id: string; until: Date },
): Promise<void> {
  await sql`
    update farcaster_attempts set waiting_until = null
    where id = ${parameters.id} and waiting_until = ${parameters.until}`
}

/**
 * Claims the next relay status call of a `pending` attempt: succeeds for one caller at most once
 * per {@link FARCASTER_CHECK_INTERVAL_MS} (`last_checked_at`), whatever the number of requests.
 *
 * @returns Whether the caller may ask the relay now.
 */
export async function claimFarcasterCheck(
  sql: Sql,
  parameters: { id: string; now: Date },
): Promise<boolean> {
  const { id, now } = parameters
  const rows = await sql`
    update farcaster_attempts set last_checked_at = ${now}
    where id = ${id} and status = 'pending' and (last_checked_at is null
      or last_checked_at <= ${new Date(now.getTime() - FARCASTER_CHECK_INTERVAL_MS)})
    returning id`
  return rows.length === 1
}

/** Whether this is the attempt's first relay failure (`relay_failure_audited`, set once). */
export async function claimRelayFailureAudit(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql`
    update farcaster_attempts set relay_failure_audited = true
    where id = ${id} and not relay_failure_audited
    returning id`
  return rows.length === 1
}
