import type postgres from 'postgres'
import type { Sql } from '../db/createSql.js'
import type { FarcasterFailure } from './types.js'

/** How long a Farcaster login may take from start to collection, in milliseconds (10 minutes). */
export const FARCASTER_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000

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
 * @param parameters.expiresAt 10 minutes after the start (the sign-in message's expiry too).
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
