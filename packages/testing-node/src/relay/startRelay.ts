import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { verifyRelayAuthJwt } from '@latch/walletconnect'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { listenOrReuse } from '../node/listenOrReuse.ts'
import { createRelayMailbox } from './createRelayMailbox.ts'
import { handleRelayRequest } from './handleRelayRequest.ts'
import { parseRelayPayload } from './parseRelayPayload.ts'
import { probeRelay } from './probeRelay.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import type { RelayMessage, RelayPeer } from './types.ts'

export type StartRelayParameters = {
  /** TCP port. Defaults to `8787`. */
  port?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /**
   * Reuse a relay already answering on `host:port`; with `false`, a busy port is an error.
   * Defaults to `true`.
   */
  reuse?: boolean
  /** How often every connection is pinged, in milliseconds. Defaults to `10_000`. */
  pingInterval?: number
  /**
   * Called with every request a client sends, before it is answered; `clientId` is the `iss` of
   * the client's verified auth JWT (`did:key:…`), or `anonymous:<uuid>` for a client without one.
   * For logging and for asserting what an SDK sent.
   */
  onRequest?: (request: { clientId: string; method: string; params: unknown }) => void
}

export type StartRelayReturnType = {
  /** The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`: the SDKs' `relayUrl`. */
  url: string
  /** Whether an already running relay was reused (then `stop` leaves it running). */
  reused: boolean
  /** Closes every connection and the server; resolves once closed. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a local WalletConnect relay fixture: JSON-RPC 2.0 over WebSocket, enough
 * of the relay protocol (https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc)
 * for Latch's own client (`@latch/walletconnect`) and the Apache-2.0 `@reown/walletkit` test wallet
 * (`@walletconnect/core` 2.21) with `relayUrl` pointing at it. See `handleRelayRequest` for the
 * methods.
 *
 * Messages are kept per topic until their TTL ends, so a late subscriber gets them; each is
 * delivered as an `irn_subscription` request to every subscriber of its topic except the
 * publisher, and not again to a client that acknowledged it. Every connection is pinged every
 * `pingInterval` and dropped if it did not answer the previous ping. Malformed frames get a
 * JSON-RPC error answer; the connection stays open.
 *
 * Client auth (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth): a
 * relay auth JWT in the `auth` query parameter (or an `Authorization: Bearer` header) is verified
 * with `verifyRelayAuthJwt`, its audience being this relay's `url` (with or without a trailing
 * slash, as SDKs sign the `relayUrl` they were given); an invalid, expired or misaddressed JWT gets
 * `HTTP 401` on the upgrade, like the hosted relay, with the reason as the body. Its `iss` is the
 * client id. A client without a JWT is accepted anonymously, as self-hosted relays may allow.
 * `projectId` and other query parameters are accepted and ignored.
 *
 * @param parameters - {@link StartRelayParameters}
 * @returns The URL, whether an existing relay was reused, and `stop`.
 * @throws {Error} 'Port <port> is in use by something that is not a WalletConnect relay'
 * @throws {Error} 'Port <port> is already serving a WalletConnect relay' when `reuse` is `false`.
 * @throws {Error} The `listen` error otherwise (e.g. `EADDRNOTAVAIL`).
 *
 * @example
 * import { startRelay } from '@latch/testing-node'
 *
 * const relay = await startRelay({ port: await getFreePort() })
 * const dapp = createSignClient({ relayUrl: relay.url, metadata, WebSocket })
 * // …
 * await relay.stop()
 */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<StartRelayReturnType> {
  const { port = 8787, host = '127.0.0.1', reuse = true, pingInterval = 10_000 } = parameters
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${port}`
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WalletConnect relay fixture')
  })
  if (
    await listenOrReuse(server, {
      port,
      host,
      reuse,
      kind: 'a WalletConnect relay',
      probe: () => probeRelay(url),
    })
  ) {
    return { url, reused: true, stop: async () => {} }
  }

  const mailbox = createRelayMailbox()
  const webSockets = new WebSocketServer({ noServer: true })
  const alive = new WeakSet<WebSocket>()
  let lastRequestId = 0

  server.on('upgrade', (request, socket, head) => {
    const authentication = authenticate(request, [url, `${url}/`])
    if ('refusal' in authentication) return refuseUpgrade(socket, authentication.refusal)
    webSockets.handleUpgrade(request, socket, head, (webSocket) =>
      accept(webSocket, authentication.clientId ?? `anonymous:${randomUUID()}`),
    )
  })

  function accept(socket: WebSocket, clientId: string) {
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    socket.on('error', () => socket.terminate())
    const awaitingReceipt = new Map<number, RelayMessage>()
    const peer: RelayPeer = {
      clientId,
      deliver(subscriptionId, message) {
        lastRequestId += 1
        const id = lastRequestId
        awaitingReceipt.set(id, message)
        const { topic, publishedAt, tag, attestation } = message
        const data = { topic, message: message.message, publishedAt, tag, attestation }
        const params = { id: subscriptionId, data }
        // After the answer to the request that caused the delivery, like the hosted relay.
        setImmediate(() => send(socket, { id, jsonrpc: '2.0', method: 'irn_subscription', params }))
      },
    }
    socket.on('close', () => mailbox.disconnect(peer))
    socket.on('message', (data) => {
      const payload = parseRelayPayload(rawDataToString(data))
      if (payload.type === 'response') {
        const message = typeof payload.id === 'number' ? awaitingReceipt.get(payload.id) : undefined
        if (message && payload.result === true) mailbox.acknowledge(peer, message)
        if (typeof payload.id === 'number') awaitingReceipt.delete(payload.id)
        return
      }
      if (payload.type === 'invalid') return sendError(socket, payload.idText, payload.error)
      const { idText, method, params } = payload
      try {
        parameters.onRequest?.({ clientId: peer.clientId, method, params })
        const result = handleRelayRequest(mailbox, peer, method, params)
        sendRaw(socket, `{"id":${idText},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      } catch (error) {
        sendError(
          socket,
          idText,
          error instanceof RelayRpcError ? error : RelayRpcError.internal(String(error)),
        )
      }
    })
  }

  const heartbeat = setInterval(() => {
    for (const socket of webSockets.clients) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
    mailbox.purge()
  }, pingInterval)
  heartbeat.unref()

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      clearInterval(heartbeat)
      for (const socket of webSockets.clients) socket.terminate()
      webSockets.close(() => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    })
    return stopped
  }
  return { url, reused: false, stop }
}

/**
 * The client id (`iss`) of the relay auth JWT in the `auth` query parameter or the
 * `Authorization: Bearer` header, once verified for `audiences`; no id without a JWT; the
 * `RelayAuthError` message when the JWT does not verify.
 */
function authenticate(
  request: IncomingMessage,
  audiences: readonly string[],
): { clientId: string | undefined } | { refusal: string } {
  const query = new URL(request.url ?? '/', 'ws://relay').searchParams.get('auth')
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1]
  const jwt = query || bearer
  if (!jwt) return { clientId: undefined }
  try {
    return { clientId: verifyRelayAuthJwt(jwt, { aud: audiences }).iss }
  } catch (error) {
    return { refusal: (error as Error).message }
  }
}

/** Answers a WebSocket upgrade with `401 Unauthorized` and `reason` as the body, then closes. */
function refuseUpgrade(socket: Duplex, reason: string) {
  socket.on('error', () => socket.destroy())
  const head = [
    'HTTP/1.1 401 Unauthorized',
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(reason)}`,
  ]
  socket.end(`${head.join('\r\n')}\r\n\r\n${reason}`)
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

function send(socket: WebSocket, payload: unknown) {
  sendRaw(socket, JSON.stringify(payload))
}

function sendRaw(socket: WebSocket, text: string) {
  if (socket.readyState === WebSocket.OPEN) socket.send(text)
}

function sendError(socket: WebSocket, idText: string, error: RelayRpcError) {
  const body = JSON.stringify({ code: error.code, message: error.message })
  sendRaw(socket, `{"id":${idText},"jsonrpc":"2.0","error":${body}}`)
}
