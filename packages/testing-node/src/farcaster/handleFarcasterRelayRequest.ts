import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type FarcasterChannels,
  farcasterAuthenticateSchema,
  farcasterChannelRequestSchema,
} from './createFarcasterChannels.ts'

const maxBodyBytes = 64 * 1024

/**
 * Answers one HTTP request of the Farcaster relay's API (https://relay.farcaster.xyz, v1):
 * - `POST /v1/channel` `{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?,
 *   redirectUrl?, acceptAuthAddress? }` → 201 `{ channelToken, url, nonce }`;
 * - `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` → 202 the pending channel
 *   or 200 the completed one;
 * - `POST /v1/channel/authenticate` with the bearer token and `X-Farcaster-Auth-Relay-Key`,
 *   body `{ message, signature, fid, username?, bio?, displayName?, pfpUrl? }` → 201 the channel.
 *
 * Errors: 400 `{ error: 'Validation error' }` for a malformed body, 401 `{ error: 'Unauthorized' }`
 * for an unknown or expired channel token or a wrong relay key, 404 `{ error: 'Not found' }`.
 */
export async function handleFarcasterRelayRequest(
  request: IncomingMessage,
  response: ServerResponse,
  context: { channels: FarcasterChannels; relayKey: string },
): Promise<void> {
  const { channels, relayKey } = context
  const path = new URL(request.url ?? '/', 'http://relay').pathname
  const route = `${request.method} ${path}`
  const channelToken = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1]

  if (route === 'POST /v1/channel') {
    const parsed = farcasterChannelRequestSchema.safeParse(await readJson(request))
    if (!parsed.success) return send(response, 400, { error: 'Validation error' })
    const metadata = {
      ip: request.socket.remoteAddress ?? '',
      userAgent: request.headers['user-agent'] ?? '',
    }
    const { channelToken: token, url, nonce } = channels.create(parsed.data, metadata)
    return send(response, 201, { channelToken: token, url, nonce })
  }
  if (route === 'GET /v1/channel/status') {
    const channel = channelToken ? channels.get(channelToken) : undefined
    if (!channel) return send(response, 401, { error: 'Unauthorized' })
    return send(response, channel.state === 'completed' ? 200 : 202, channel)
  }
  if (route === 'POST /v1/channel/authenticate') {
    const key = request.headers['x-farcaster-auth-relay-key']
    if (!channelToken || key !== relayKey || !channels.get(channelToken)) {
      return send(response, 401, { error: 'Unauthorized' })
    }
    const parsed = farcasterAuthenticateSchema.safeParse(await readJson(request))
    if (!parsed.success) return send(response, 400, { error: 'Validation error' })
    const channel = channels.complete(channelToken, parsed.data)
    if (!channel) return send(response, 401, { error: 'Unauthorized' })
    return send(response, 201, channel)
  }
  return send(response, 404, { error: 'Not found' })
}

/** The request's JSON body, or `undefined` when it is not JSON or exceeds 64 KiB. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) return undefined
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
