import * as z from 'zod'
import { FarcasterError } from './types.js'

/**
 * The usernames kept from the relay (lower case): an fname (`^[a-z0-9][a-z0-9-]{0,15}$`) or an
 * ENS name ending in `.eth`. Anything else is dropped (no username).
 */
export const FARCASTER_USERNAME_PATTERNS = [
  /^[a-z0-9][a-z0-9-]{0,15}$/,
  /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.eth$/,
] as const

const httpUrl = z.url({ protocol: /^https?$/ })

/** The relay's answer to `POST /v1/channel`: the channel's bearer token, URL and nonce. */
const channelSchema = z.object({
  channelToken: z.string().min(1).max(512),
  url: httpUrl.max(2048),
  nonce: z.string().min(1).max(256),
})

/** A channel as the relay opened it. */
export type FarcasterChannel = z.infer<typeof channelSchema>

const pendingSchema = z.object({ state: z.literal('pending') })
const completedSchema = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/) as z.ZodType<`0x${string}`>,
  fid: z.number().int().positive(),
  username: z.string().optional().catch(undefined),
})

/**
 * Where a channel stands, as the relay's `GET /v1/channel/status` says: still `pending`,
 * `completed` by the Farcaster app with the signed message (not yet verified: the relay does not
 * vouch for it), or `gone` (the relay no longer knows the token: expired).
 */
export type FarcasterChannelStatus =
  | { state: 'pending' }
  | z.infer<typeof completedSchema>
  | { state: 'gone' }

/**
 * Reads the relay's answer to `POST /v1/channel`.
 *
 * @param status The HTTP status (2xx expected).
 * @param data The parsed JSON body.
 * @throws {FarcasterError} `relay_unavailable` for any other status or body, or a `url` whose
 *   `channelToken` query parameter is not the channel's token.
 */
export function parseChannel(status: number, data: unknown): FarcasterChannel {
  const parsed = channelSchema.safeParse(data)
  if (status < 200 || status > 299 || !parsed.success)
    throw new FarcasterError('relay_unavailable', {
      cause: new Error(`the relay answered ${status} to POST /v1/channel`),
    })
  // The QR code must open this channel: its URL names the token the server watches.
  if (new URL(parsed.data.url).searchParams.get('channelToken') !== parsed.data.channelToken)
    throw new FarcasterError('relay_unavailable', {
      cause: new Error("the relay's channel URL does not carry its channelToken"),
    })
  return parsed.data
}

/**
 * Reads the relay's answer to `GET /v1/channel/status`: 202 pending, 200 completed, 401 gone.
 *
 * @param status The HTTP status.
 * @param data The parsed JSON body (unused for 401).
 * @throws {FarcasterError} `relay_unavailable` for any other status or a body that does not match.
 */
export function parseChannelStatus(status: number, data: unknown): FarcasterChannelStatus {
  if (status === 401) return { state: 'gone' }
  const schema = status === 200 ? completedSchema : status === 202 ? pendingSchema : undefined
  const parsed = schema?.safeParse(data)
  if (!parsed?.success)
    throw new FarcasterError('relay_unavailable', {
      cause: new Error(`the relay answered ${status} to GET /v1/channel/status`),
    })
  return parsed.data
}
