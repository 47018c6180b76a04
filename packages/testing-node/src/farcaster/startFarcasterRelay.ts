import { createServer } from 'node:http'
import { createServerStop, listenOrReuse } from '../node/listenOrReuse.ts'
import { createFarcasterChannels } from './createFarcasterChannels.ts'
import { FARCASTER_RELAY_KEY } from './farcasterTestIdentity.ts'
import { handleFarcasterRelayRequest } from './handleFarcasterRelayRequest.ts'
import { probeFarcasterRelay } from './probeFarcasterRelay.ts'

export type StartFarcasterRelayParameters = {
  /** TCP port. Defaults to `8791`. */
  port?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /**
   * The `X-Farcaster-Auth-Relay-Key` value `POST /v1/channel/authenticate` requires. Defaults to
   * `FARCASTER_RELAY_KEY` (`'latch-test-relay-key'`).
   */
  relayKey?: string
  /** How long a channel lives after its creation, in milliseconds. Defaults to 10 minutes. */
  channelTtlMs?: number
  /**
   * Reuse a relay already answering on `host:port`; with `false`, a busy port is an error.
   * Defaults to `true`.
   */
  reuse?: boolean
}

export type StartFarcasterRelayReturnType = {
  /** The relay's base URL, e.g. `'http://127.0.0.1:8791'`: `@farcaster/auth-client`'s `relay`. */
  url: string
  /** Whether an already running relay was reused (then `stop` leaves it running). */
  reused: boolean
  /** Closes every connection and the server; resolves once closed. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a local Farcaster auth relay fixture speaking the HTTP API of https://relay.farcaster.xyz
 * that `@farcaster/auth-client` 0.7 calls (Sign In With Farcaster, FIP-11): an app opens a channel
 * (`POST /v1/channel`), shows its `url` (`https://farcaster.xyz/~/siwf?channelToken=…`) and polls
 * `GET /v1/channel/status`; the Farcaster app completes it with the signed message
 * (`POST /v1/channel/authenticate`, `X-Farcaster-Auth-Relay-Key: <relayKey>`). Channels are kept
 * in memory; the signature is not checked (the app verifies it). See
 * `handleFarcasterRelayRequest` for the exact answers.
 *
 * @param parameters - {@link StartFarcasterRelayParameters}
 * @returns The URL, whether an existing relay was reused, and `stop`.
 * @throws {Error} 'Port <port> is in use by something that is not a Farcaster relay'
 * @throws {Error} 'Port <port> is already serving a Farcaster relay' when `reuse` is `false`.
 * @throws {Error} The `listen` error otherwise (e.g. `EADDRNOTAVAIL`).
 *
 * @example
 * import { startFarcasterRelay } from '@latch/testing-node'
 *
 * const relay = await startFarcasterRelay({ port: await getFreePort() })
 * const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl }) })
 * // …
 * await relay.stop()
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters = {},
): Promise<StartFarcasterRelayReturnType> {
  const { port = 8791, host = '127.0.0.1', reuse = true } = parameters
  const { relayKey = FARCASTER_RELAY_KEY, channelTtlMs = 10 * 60_000 } = parameters
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const channels = createFarcasterChannels(channelTtlMs)
  const server = createServer((request, response) => {
    handleFarcasterRelayRequest(request, response, { channels, relayKey }).catch(() => {
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  const reused = await listenOrReuse(server, {
    port,
    host,
    reuse,
    kind: 'a Farcaster relay',
    probe: () => probeFarcasterRelay(url),
  })
  if (reused) return { url, reused: true, stop: async () => {} }
  return { url, reused: false, stop: createServerStop(server) }
}
