import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText, mostly } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { createRelayClient } from './createRelayClient.js'
import type { RelayMessage, RelaySocket } from './types.js'

const subscribed = 'a'.repeat(64)
const other = 'b'.repeat(64)

/** A socket the test opens by hand; it keeps what the client sends. */
class Socket implements RelaySocket {
  static last: Socket | undefined
  readyState = 0
  readonly sent: string[] = []
  onopen: RelaySocket['onopen'] = null
  onclose: RelaySocket['onclose'] = null
  onerror: RelaySocket['onerror'] = null
  onmessage: RelaySocket['onmessage'] = null
  constructor() {
    Socket.last = this
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
  }
}

/** A client subscribed to `subscribed` on an open socket, and what it delivered. */
async function subscribedClient() {
  const delivered: RelayMessage[] = []
  const relay = createRelayClient({
    relayUrl: 'wss://relay.example',
    onMessage: (message) => delivered.push(message),
    WebSocket: Socket,
  })
  const subscribing = relay.subscribe(subscribed)
  const socket = Socket.last
  if (!socket) throw new Error('no socket')
  socket.readyState = 1
  socket.onopen?.({})
  await new Promise(setImmediate)
  const { id } = JSON.parse(socket.sent.at(-1) ?? '{}') as { id: number }
  socket.onmessage?.({ data: JSON.stringify({ id, jsonrpc: '2.0', result: 'subscription' }) })
  await subscribing
  return { relay, socket, delivered }
}

const loose = fc.oneof(fc.jsonValue({ maxDepth: 1 }), hostileText)
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => mostly(arbitrary, loose)

/** JSON-RPC frames a relay (or whatever answers on its URL) may send, mostly almost right. */
const frame = fc.oneof(
  fc
    .record({
      id: maybe(fc.integer()),
      jsonrpc: maybe(fc.constant('2.0')),
      method: maybe(fc.constantFrom('irn_subscription', 'irn_publish', '')),
      params: maybe(
        fc.record({
          id: maybe(fc.string()),
          data: maybe(
            fc.record({
              topic: maybe(fc.constantFrom(subscribed, other, subscribed.toUpperCase())),
              message: maybe(fc.string({ unit: 'binary' })),
              publishedAt: maybe(fc.integer()),
              tag: maybe(fc.integer()),
            }),
          ),
        }),
      ),
    })
    .map((payload) => JSON.stringify(payload)),
  fc
    .record({
      id: maybe(fc.integer()),
      jsonrpc: maybe(fc.constant('2.0')),
      result: loose,
      error: loose,
    })
    .map((payload) => JSON.stringify(payload)),
  fc.json(),
  hostileText,
  anyValue,
)

describe('fuzz: relay frames', () => {
  test('any frame is handled without a throw; only valid deliveries on subscribed topics reach onMessage', async () => {
    const { relay, socket, delivered } = await subscribedClient()
    let deliveries = 0
    fc.assert(
      fc.property(fc.array(frame, { minLength: 1, maxLength: 4 }), (frames) => {
        delivered.length = 0
        socket.sent.length = 0
        for (const data of frames) socket.onmessage?.({ data })
        for (const { topic, message, publishedAt, tag } of delivered) {
          expect(topic).toBe(subscribed)
          expect(typeof message).toBe('string')
          expect(message).not.toBe('')
          expect(typeof publishedAt).toBe('number')
          expect(['number', 'undefined']).toContain(typeof tag)
          expect(
            frames.some(
              (data) => typeof data === 'string' && data.includes(JSON.stringify(message)),
            ),
          ).toBe(true)
        }
        // Every answer the client sent is JSON-RPC 2.0: `true` for a delivery, else an error.
        for (const answer of socket.sent)
          expect(JSON.parse(answer)).toMatchObject({ jsonrpc: '2.0' })
        deliveries += delivered.length
      }),
      fuzzParameters(),
    )
    expect(deliveries).toBeGreaterThan(0)
    expect(relay.connected).toBe(true)
    relay.close()
  })
})
