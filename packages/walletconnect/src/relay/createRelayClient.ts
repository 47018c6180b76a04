import * as v from 'valibot'
import { RelayRequestError, RelayUnreachableError } from '../errors/errors.js'
import { finiteNumber } from '../jsonrpc/numbers.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { parseJsonRpc } from '../jsonrpc/schemas.js'
import type {
  RelayLogger,
  RelayMessage,
  RelayPublishOptions,
  RelaySocket,
  RelaySocketConstructor,
} from './types.js'

/** Parameters of {@link createRelayClient}. */
export type CreateRelayClientParameters = {
  /** The relay's WebSocket URL, e.g. `'wss://relay.walletconnect.org'` or `'ws://127.0.0.1:8787'`. */
  relayUrl: string
  /** Sent as the `projectId` query parameter when set (hosted relays require one). */
  projectId?: string | undefined
  /** Makes the relay-auth JWT for an audience (the relay URL); sent as the `auth` query parameter. */
  createAuthToken?: ((aud: string) => string) | undefined
  /** Called with every message delivered on a subscribed topic, once per message. */
  onMessage(message: RelayMessage): void
  /** The WebSocket constructor. Defaults to `globalThis.WebSocket`. */
  WebSocket?: RelaySocketConstructor | undefined
  /** How long opening the connection may take, in ms. Defaults to `8_000`. */
  connectTimeout?: number | undefined
  /** How long the relay may take to answer a request, in ms. Defaults to `10_000`. */
  requestTimeout?: number | undefined
  /** Reconnect delays after a lost connection, in ms: first and cap (doubling). Defaults to 1 s, 30 s. */
  reconnectDelay?: { initial: number; max: number } | undefined
  /**
   * The longest frame read from the relay, in characters; longer ones are dropped unread (and not
   * acknowledged) with a warning. Defaults to {@link MAX_RELAY_FRAME_LENGTH} (1 MiB).
   */
  maxFrameLength?: number | undefined
  /** Where to log. Defaults to silence. */
  logger?: RelayLogger | undefined
}

/**
 * The longest relay frame read by default: 1 MiB (1,048,576 characters). WalletConnect's relay
 * refuses far smaller messages (96 KiB for a session request's tag), so only a hostile or broken
 * relay sends more; parsing what it sends would cost the page memory and time.
 */
export const MAX_RELAY_FRAME_LENGTH = 1_048_576

/** The client {@link createRelayClient} returns. */
export type RelayClient = {
  /**
   * Opens the connection if it is not open.
   * @throws {RelayUnreachableError} 'Could not reach the WalletConnect relay' when it cannot.
   */
  connect(): Promise<void>
  /**
   * Subscribes to a topic (`irn_subscribe`); stored messages of the topic follow as
   * `onMessage` calls. Subscriptions are renewed after a reconnect.
   * @throws {RelayUnreachableError} | {RelayRequestError}
   */
  subscribe(topic: string): Promise<void>
  /** Unsubscribes (`irn_unsubscribe`); failures are logged, not thrown. */
  unsubscribe(topic: string): Promise<void>
  /**
   * Publishes an envelope on a topic (`irn_publish`), resolving once the relay accepted it.
   * @throws {RelayUnreachableError} | {RelayRequestError}
   */
  publish(topic: string, message: string, options: RelayPublishOptions): Promise<void>
  /** Whether the socket is open now. */
  readonly connected: boolean
  /** Closes the connection and stops reconnecting; pending requests reject. Idempotent. */
  close(): void
}

const subscriptionSchema = v.object({
  id: v.string(),
  data: v.object({
    topic: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    message: v.pipe(v.string(), v.minLength(1)),
    publishedAt: v.optional(finiteNumber),
    tag: v.optional(finiteNumber),
  }),
})

const OPEN = 1
/** How long a connection must last before the reconnect backoff starts over, in ms. */
const STABLE_CONNECTION_MS = 10_000
const SEEN_LIMIT = 1_000

/**
 * A WalletConnect relay client (https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc):
 * JSON-RPC 2.0 over one WebSocket, with `irn_subscribe`, `irn_unsubscribe`, `irn_publish` and the
 * relay's `irn_subscription` deliveries (acknowledged with `true`, de-duplicated: the relay
 * delivers at least once). A frame longer than `maxFrameLength` (1 MiB) is dropped unread and
 * logged ('Ignored a frame of {n} characters from the WalletConnect relay (the limit is {max})'). The connection opens on first use; when it drops while topics are
 * subscribed it reopens with exponential backoff and renews every subscription. Nothing but
 * `relayUrl` is ever contacted.
 *
 * @param parameters - {@link CreateRelayClientParameters}
 * @returns The {@link RelayClient}.
 *
 * @example
 * const relay = createRelayClient({ relayUrl: 'ws://127.0.0.1:8787', onMessage: console.log })
 * await relay.subscribe(topic)
 * await relay.publish(topic, envelope, { ttl: 300, tag: 1100, prompt: true })
 */
export function createRelayClient(parameters: CreateRelayClientParameters): RelayClient {
  const { relayUrl, projectId, createAuthToken, onMessage, logger } = parameters
  const { connectTimeout = 8_000, requestTimeout = 10_000 } = parameters
  const { maxFrameLength = MAX_RELAY_FRAME_LENGTH } = parameters
  const { initial: initialDelay, max: maxDelay } = parameters.reconnectDelay ?? {
    initial: 1_000,
    max: 30_000,
  }
  /** Subscribed topics and the relay's subscription id of each. */
  const topics = new Map<string, string>()
  const seen = new Set<string>()
  const pending = new Map<
    number,
    { method: string; resolve(result: unknown): void; reject(error: Error): void }
  >()
  let socket: RelaySocket | undefined
  let opening: Promise<RelaySocket> | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let reconnectDelay = initialDelay
  let closed = false
  /** When the current socket opened (ms): the backoff resets only after a connection that held. */
  let openedAt = 0

  function socketUrl(): string {
    const url = new URL(relayUrl)
    if (createAuthToken) url.searchParams.set('auth', createAuthToken(relayUrl))
    if (projectId) url.searchParams.set('projectId', projectId)
    url.searchParams.set('ua', 'wc-2/latch-0.1.0')
    return url.toString()
  }

  function open(): Promise<RelaySocket> {
    if (closed) {
      return Promise.reject(
        new RelayUnreachableError(relayUrl, 'The client closed the connection.'),
      )
    }
    if (socket?.readyState === OPEN) return Promise.resolve(socket)
    opening ??= new Promise<RelaySocket>((resolve, reject) => {
      const WebSocketClass =
        parameters.WebSocket ?? (globalThis as { WebSocket?: RelaySocketConstructor }).WebSocket
      if (!WebSocketClass) {
        reject(new RelayUnreachableError(relayUrl, 'This runtime has no WebSocket.'))
        return
      }
      let next: RelaySocket
      try {
        next = new WebSocketClass(socketUrl())
      } catch (error) {
        reject(new RelayUnreachableError(relayUrl, 'The relay URL is not valid.', error))
        return
      }
      const fail = (details: string) => {
        clearTimeout(timer)
        next.onopen = next.onclose = next.onerror = next.onmessage = null
        try {
          next.close()
        } catch {}
        reject(new RelayUnreachableError(relayUrl, details))
      }
      const timer = setTimeout(
        () => fail(`The connection did not open within ${connectTimeout} ms.`),
        connectTimeout,
      )
      next.onerror = () => fail('The connection failed.')
      next.onclose = (event) => fail(`The connection closed (code ${event.code}).`)
      next.onopen = () => {
        if (closed) return fail('The client closed the connection.')
        clearTimeout(timer)
        socket = next
        openedAt = Date.now()
        next.onmessage = (event) => receive(next, event.data)
        next.onerror = () => logger?.warn('WalletConnect relay connection error')
        next.onclose = (event) => lost(next, event.code)
        resolve(next)
      }
    }).finally(() => {
      opening = undefined
    })
    return opening
  }

  function lost(lostSocket: RelaySocket, code: number) {
    if (socket !== lostSocket) return
    socket = undefined
    // A relay that accepts and drops at once must not get a connection a second forever.
    if (Date.now() - openedAt >= STABLE_CONNECTION_MS) reconnectDelay = initialDelay
    for (const [id, request] of pending) {
      pending.delete(id)
      request.reject(
        new RelayRequestError(`The WalletConnect relay did not answer ${request.method}`, {
          details: `The connection closed (code ${code}).`,
        }),
      )
    }
    if (!closed && topics.size > 0) scheduleReconnect()
  }

  function scheduleReconnect() {
    if (reconnectTimer || closed) return
    const delay = reconnectDelay
    reconnectDelay = Math.min(reconnectDelay * 2, maxDelay)
    logger?.debug(`Reconnecting to the WalletConnect relay in ${delay} ms`)
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined
      try {
        await open()
        await renewSubscriptions()
      } catch (error) {
        logger?.warn('Reconnecting to the WalletConnect relay failed', error)
        scheduleReconnect()
      }
    }, delay)
  }

  async function renewSubscriptions() {
    if (topics.size === 0) return
    const renewed = [...topics.keys()]
    const ids = await call('irn_batchSubscribe', { topics: renewed })
    if (!Array.isArray(ids)) return
    // Topics may have been added or removed while the relay answered.
    for (const [index, topic] of renewed.entries())
      if (topics.has(topic)) topics.set(topic, String(ids[index]))
  }

  function receive(from: RelaySocket, data: unknown) {
    if (typeof data !== 'string') return
    if (data.length > maxFrameLength) {
      const limit = `the limit is ${maxFrameLength}`
      return logger?.warn(
        `Ignored a frame of ${data.length} characters from the WalletConnect relay (${limit})`,
      )
    }
    const payload = parseJsonRpc(data)
    if (!payload) return logger?.warn('Ignored a malformed frame from the WalletConnect relay')
    if (payload.type !== 'request') {
      const request = pending.get(payload.id)
      if (!request) return
      pending.delete(payload.id)
      if (payload.type === 'result') request.resolve(payload.result)
      else
        request.reject(
          new RelayRequestError(`The WalletConnect relay refused ${request.method}`, {
            code: payload.error.code,
            details: payload.error.message,
          }),
        )
      return
    }
    const { id, method, params } = payload.request
    if (method !== 'irn_subscription') {
      from.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          error: { code: -32601, message: 'Method not found' },
        }),
      )
      return
    }
    const delivery = v.safeParse(subscriptionSchema, params)
    from.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
    if (!delivery.success) return logger?.warn('Ignored a malformed irn_subscription')
    const { topic, message, publishedAt, tag } = delivery.output.data
    const key = `${topic}:${message}`
    if (seen.has(key) || !topics.has(topic)) return
    seen.add(key)
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string)
    onMessage({ topic, message, publishedAt: publishedAt ?? Date.now(), tag })
  }

  async function call(method: string, params: object): Promise<unknown> {
    const current = await open().catch((error: unknown) => {
      // Subscriptions wait for the relay to come back (a restored session must not be lost).
      if (topics.size > 0) scheduleReconnect()
      throw error
    })
    const id = payloadId()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(
          new RelayRequestError(`The WalletConnect relay did not answer ${method}`, {
            details: `No answer within ${requestTimeout} ms.`,
          }),
        )
      }, requestTimeout)
      pending.set(id, {
        method,
        resolve: (result) => {
          clearTimeout(timer)
          resolve(result)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      current.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  return {
    async connect() {
      await open()
    },
    async subscribe(topic) {
      topics.set(topic, topics.get(topic) ?? '')
      const id = await call('irn_subscribe', { topic })
      if (topics.has(topic)) topics.set(topic, String(id))
    },
    async unsubscribe(topic) {
      const id = topics.get(topic)
      if (!topics.delete(topic) || socket?.readyState !== OPEN) return
      await call('irn_unsubscribe', { topic, id }).catch((error: unknown) =>
        logger?.warn('Unsubscribing from a WalletConnect topic failed', error),
      )
    },
    async publish(topic, message, { ttl, tag, prompt = false }) {
      await call('irn_publish', { topic, message, ttl, tag, prompt })
    },
    get connected() {
      return socket?.readyState === OPEN
    },
    close() {
      closed = true
      clearTimeout(reconnectTimer)
      reconnectTimer = undefined
      topics.clear()
      const current = socket
      socket = undefined
      if (current) {
        current.onclose = null
        current.close(1000)
      }
      for (const [id, request] of pending) {
        pending.delete(id)
        request.reject(
          new RelayRequestError(`The WalletConnect relay did not answer ${request.method}`, {
            details: 'The client closed the connection.',
          }),
        )
      }
    },
  }
}
