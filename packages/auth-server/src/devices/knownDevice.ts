import type postgres from 'postgres'
import type { Sql } from '../db/createSql.js'
import { windowStartOf } from '../rateLimit/consumeRateLimit.js'
import { verifyDpopProof } from '../sessions/verifyDpopProof.js'

/** Wrong codes a known device may have checked per failed-verification window (a UTC day). */
export const WRONG_CODES_PER_DEVICE = 10

/** The request header carrying the frame's device proof. */
export const DEVICE_PROOF_HEADER = 'latch-device-proof'

/**
 * A valid device proof of a request: the device key's RFC 7638 thumbprint, and whether that key
 * has logged in to the address's user in the project before (a known device).
 */
export type DeviceProof = { jkt: string; known: boolean }

/**
 * Checks the request's device proof (a DPoP proof, RFC 9449 §4.3, signed with the frame's
 * persistent device key, for this request's method and URL, spent once: `verifyDpopProof`) and
 * whether its key is a known device of `email`'s user in `projectId`.
 *
 * @param proof - The `Latch-Device-Proof` header, if any.
 * @returns The proof's key, or `undefined` when there is none or it is not valid (an unknown
 *   device, as without a proof).
 */
export async function readDeviceProof(
  sql: Sql,
  proof: string | undefined,
  parameters: { htm: string; htu: string; now: Date; email: string; projectId: string },
): Promise<DeviceProof | undefined> {
  const { email, projectId, ...request } = parameters
  if (proof === undefined) return undefined
  const jkt = await verifyDpopProof(sql, proof, request)
  if (!jkt) return undefined
  const known = await sql`
    select 1 from known_devices join users on users.id = known_devices.user_id
    where users.email = ${email} and known_devices.project_id = ${projectId}
      and known_devices.jkt = ${jkt}`
  return { jkt, known: known.length > 0 }
}

/** Records `jkt` as a known device of the user in the project (after a code login it proved). */
export async function rememberDevice(
  sql: Sql,
  parameters: { jkt: string; userId: string; projectId: string; now: Date },
): Promise<void> {
  const { jkt, userId, projectId, now } = parameters
  await sql`
    insert into known_devices (user_id, project_id, jkt, created_at, last_login_at)
    values (${userId}, ${projectId}, ${jkt}, ${now}, ${now})
    on conflict (user_id, project_id, jkt) do update set last_login_at = ${now}`
}

const failedKey = (jkt: string) => `failed:device:${jkt}`

/**
 * Whether a known device may have a code sent or checked at `now`: refused once it has had
 * {@link WRONG_CODES_PER_DEVICE} wrong codes in the window, until the window ends.
 *
 * @returns The refusal (rate-limit `key` `failed:device:JKT`, its window, `retryAfter` seconds),
 *   or `undefined` when the device may go on.
 */
export async function readDeviceRefusal(
  sql: postgres.ISql,
  parameters: { jkt: string; now: Date; windowSeconds: number },
): Promise<{ key: string; windowSeconds: number; retryAfter: number } | undefined> {
  const { jkt, now, windowSeconds } = parameters
  const windowStart = windowStartOf(now, windowSeconds)
  const [row] = await sql<{ count: number }[]>`
    select count from rate_limits where key = ${failedKey(jkt)} and window_start = ${windowStart}`
  if ((row?.count ?? 0) < WRONG_CODES_PER_DEVICE) return undefined
  const windowEnd = windowStart.getTime() + windowSeconds * 1000
  const retryAfter = Math.max(Math.ceil((windowEnd - now.getTime()) / 1000), 1)
  return { key: failedKey(jkt), windowSeconds, retryAfter }
}

/** Counts a wrong code checked for the known device `jkt` in the window `now` falls in. */
export async function recordDeviceWrongCode(
  sql: postgres.ISql,
  parameters: { jkt: string; now: Date; windowSeconds: number },
): Promise<void> {
  const { jkt, now, windowSeconds } = parameters
  const windowStart = windowStartOf(now, windowSeconds)
  await sql`
    insert into rate_limits (key, window_start, count) values (${failedKey(jkt)}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1`
  await sql`delete from rate_limits where key = ${failedKey(jkt)} and window_start < ${windowStart}`
}
