import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mostly } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters, readFuzzRuns } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { encodeEnvelope } from '../crypto/envelope.js'
import { hashKey } from '../crypto/keys.js'
import { ProtocolError } from '../errors/errors.js'
import { type JsonRpcRequest, parseJsonRpc } from '../jsonrpc/schemas.js'
import type { RelaySocket } from '../relay/types.js'
import type { RpcChannel } from './createRpcChannel.js'
import { createSessionStore, type SessionRecord } from './createSessionStore.js'
import { createSettlements } from './createSettlements.js'
import { createSignClient } from './createSignClient.js'
import { handleWalletRequest } from './handleWalletRequest.js'
import { SESSION_EXPIRY_SECONDS } from './rpcOptions.js'
import { sessionNamespacesSchema } from './schemas.js'
import type { Session, SignClientEventMap, SignClientStorage } from './types.js'

const prefix = 'fuzz'
const sessionKey = '1f'.repeat(32)
const pairingKey = '2e'.repeat(32)
const sessionTopic = hashKey(sessionKey)
const pairingTopic = hashKey(pairingKey)
const settlementTopic = '4'.repeat(64)
const unknownTopic = '3'.repeat(64)
const responderPublicKey = 'ab'.repeat(32)
const now = Math.floor(Date.now() / 1000)
/** The latest expiry a wallet may set: 7 days (spec §9) and a minute of clock skew. */
const latestExpiry = () => Date.now() / 1000 + SESSION_EXPIRY_SECONDS + 60
const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The chains of {@link sessionRecord}: what a wallet's event may name. */
const sessionChains = ['eip155:1', 'eip155:10']

function sessionRecord(): SessionRecord {
  return {
    topic: sessionTopic,
    symKey: sessionKey,
    pairingTopic,
    namespaces: {
      eip155: {
        accounts: [account],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        chains: sessionChains,
      },
    },
    peer: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] },
    expiry: now + 86_400,
  }
}
const pairingRecord = () => ({
  topic: pairingTopic,
  symKey: pairingKey,
  expiry: now + 86_400,
  active: true,
})

/** JSON storage in memory, as Latch's safe storage hands values back (copies). */
function memoryStorage(initial: Record<string, unknown> = {}): SignClientStorage {
  const values = new Map(
    Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]),
  )
  return {
    get: (key) => {
      const value = values.get(key)
      return value === undefined ? undefined : JSON.parse(value)
    },
    set: (key, value) => void values.set(key, JSON.stringify(value)),
    remove: (key) => void values.delete(key),
  }
}

const shortText = fc.string({ unit: 'binary', maxLength: 64 })
const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), shortText)
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => mostly(arbitrary, loose)

const chainId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...sessionChains) },
  { weight: 1, arbitrary: fc.constantFrom('eip155:999', 'eip155', '', 'EIP155:1') },
)
/** A CAIP-25 namespace: mostly a valid one, else one with near-miss accounts and chains. */
const namespace = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        accounts: fc.array(fc.constant(account), { maxLength: 2 }),
        methods: fc.array(fc.string(), { maxLength: 2 }),
        events: fc.array(fc.string(), { maxLength: 2 }),
        chains: fc.subarray(sessionChains),
      },
      { requiredKeys: ['accounts', 'methods', 'events'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      accounts: maybe(
        fc.array(maybe(fc.constantFrom(account, 'eip155:1', `${account}:x`)), { maxLength: 2 }),
      ),
      methods: maybe(fc.array(fc.string(), { maxLength: 2 })),
      events: maybe(fc.array(fc.string(), { maxLength: 2 })),
      chains: maybe(fc.array(maybe(chainId), { maxLength: 2 })),
    }),
  },
)
const sessionNamespaces = fc.dictionary(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('eip155', 'eip155:1') },
    { weight: 1, arbitrary: fc.constantFrom('solana', '__proto__', 'EIP155', '') },
  ),
  maybe(namespace),
  { minKeys: 1, maxKeys: 2 },
)
const expiry = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: now - 60, max: now + 8 * 86_400 }) },
  { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer()) },
)
const metadata = fc.record({
  name: loose,
  description: fc.string(),
  url: fc.string(),
  icons: loose,
})
/** Params near-valid for each method of the wallet's. */
const paramsOf = {
  wc_sessionUpdate: fc.record({ namespaces: maybe(sessionNamespaces) }),
  wc_sessionExtend: fc.record({ expiry: maybe(expiry) }),
  wc_sessionEvent: fc.record({
    event: maybe(fc.record({ name: maybe(fc.string()), data: loose })),
    chainId: maybe(chainId),
  }),
  wc_sessionSettle: fc.record({
    relay: maybe(fc.record({ protocol: maybe(fc.constant('irn')) })),
    namespaces: maybe(sessionNamespaces),
    controller: maybe(
      fc.record({
        publicKey: maybe(
          fc.constantFrom(responderPublicKey, responderPublicKey.toUpperCase(), 'cd'.repeat(32)),
        ),
        metadata: maybe(metadata),
      }),
    ),
    expiry: maybe(expiry),
  }),
}
const method = fc.constantFrom(
  'wc_sessionUpdate',
  'wc_sessionExtend',
  'wc_sessionEvent',
  'wc_sessionDelete',
  'wc_sessionPing',
  'wc_pairingPing',
  'wc_pairingDelete',
  'wc_sessionSettle',
  'wc_sessionRequest',
  'wc_unknown',
)
/** A request: a method with params near-valid for it, or any method with any params. */
const request = fc
  .oneof(
    ...Object.entries(paramsOf).map(([name, params]) =>
      fc.record({ method: maybe(fc.constant(name)), params: maybe<unknown>(params) }),
    ),
    fc.record({ method: maybe(method), params: loose }),
  )
  .chain(({ method, params }) =>
    fc
      .record({ id: maybe(fc.integer({ min: 1 })), jsonrpc: maybe(fc.constant('2.0')) })
      .map((envelope) => ({ ...envelope, method, params })),
  )
/** A payload as a wallet may send it: its requests, answers to nothing pending, or any text. */
const payload = fc.oneof(
  { weight: 6, arbitrary: request.map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        id: maybe(fc.integer()),
        jsonrpc: maybe(fc.constant('2.0')),
        result: loose,
        error: loose,
      })
      .map((answer) => JSON.stringify(answer)),
  },
  { weight: 1, arbitrary: shortText },
)
const topic = fc.constantFrom(
  sessionTopic,
  sessionTopic,
  settlementTopic,
  settlementTopic,
  pairingTopic,
  unknownTopic,
)

type Answer = {
  id: number
  answer: { result: unknown } | { error: { code: number; message: string } }
}

/** What a dispatch may leave, checked against the request that caused it. */
function checkDispatch(
  request: JsonRpcRequest,
  answers: Answer[],
  session: SessionRecord | undefined,
  emitted: { name: string; payload: unknown }[],
) {
  expect(answers.length).toBeLessThanOrEqual(1)
  const [answer] = answers
  if (answer) expect(answer.id).toBe(request.id)
  const accepted =
    answer !== undefined && 'result' in answer.answer && answer.answer.result === true
  if (answer && !accepted) {
    expect(answer.answer).toEqual({
      error: { code: expect.any(Number), message: expect.any(String) },
    })
  }
  const untouched = {
    ...sessionRecord(),
    ...(session?.lastRequestId === undefined ? {} : { lastRequestId: session.lastRequestId }),
  }
  if (!accepted) {
    expect(emitted).toEqual([])
    if (session) expect(session).toEqual(sessionRecord())
    return
  }
  for (const { name, payload } of emitted) {
    if (name === 'session_update') {
      const updated = (payload as { session: Session }).session
      expect(v.safeParse(sessionNamespacesSchema, updated.namespaces).success).toBe(true)
    } else if (name === 'session_extend') {
      const extended = (payload as { session: Session }).session.expiry
      expect(Number.isInteger(extended)).toBe(true)
      expect(extended).toBeGreaterThan(now + 86_400)
      expect(extended).toBeLessThanOrEqual(latestExpiry())
    } else if (name === 'session_event') {
      expect(sessionChains).toContain((payload as { chainId: string }).chainId)
    }
  }
  if (
    !emitted.some(({ name }) => name === 'session_update' || name === 'session_extend') &&
    session
  ) {
    expect(session).toEqual(untouched)
  }
}

describe('fuzz: a wallet request, parsed and dispatched (parseJsonRpc → handleWalletRequest, settle)', () => {
  test('any payload: no throw, at most one answer with its id, the session changed only by a valid request', async () => {
    const outcomes = new Set<string>()
    await fc.assert(
      fc.asyncProperty(payload, topic, async (text, on) => {
        const parsed = parseJsonRpc(text)
        if (parsed?.type !== 'request') return
        const { request } = parsed
        const store = createSessionStore({ storage: memoryStorage(), prefix })
        store.sessions.set(sessionTopic, sessionRecord())
        store.pairings.set(pairingTopic, pairingRecord())
        const answers: Answer[] = []
        const channel = {
          respond: async (_: string, __: string, id: number, answer: Answer['answer']) => {
            answers.push({ id, answer })
          },
        } as unknown as RpcChannel
        const emitted: { name: string; payload: unknown }[] = []
        const relay = { subscribe: async () => {}, unsubscribe: async () => {} }
        const settlements = createSettlements({
          store,
          channel: () => channel,
          relay,
          scheduleExpiry() {},
        })
        const settled = settlements
          .expect({ topic: settlementTopic, symKey: sessionKey, responderPublicKey, pairingTopic })
          .then(
            (session) => ({ session }),
            (error: unknown) => ({ error }),
          )
        // As the sign client routes a wallet's request.
        if (request.method === 'wc_sessionSettle') await settlements.settle(on, request)
        else
          await handleWalletRequest({
            topic: on,
            request,
            store,
            channel,
            emit: (name, payload) => emitted.push({ name, payload }),
            removeSession: async () => {},
            removePairing: async () => {},
            scheduleExpiry() {},
          })
        settlements.rejectAll()
        const outcome = await settled
        if (request.method === 'wc_sessionSettle' && on === settlementTopic) {
          expect(answers).toHaveLength(1)
          if ('session' in outcome) {
            expect(answers[0]?.answer).toEqual({ result: true })
            expect(v.safeParse(sessionNamespacesSchema, outcome.session.namespaces).success).toBe(
              true,
            )
            expect(outcome.session.expiry).toBeGreaterThan(Date.now() / 1000 - 1)
            expect(outcome.session.expiry).toBeLessThanOrEqual(latestExpiry())
            outcomes.add('settled')
          } else {
            expect(outcome.error).toBeInstanceOf(ProtocolError)
          }
          return
        }
        const accepted = answers[0] && 'result' in answers[0].answer
        outcomes.add(`${request.method.slice(0, 20)}:${accepted ? 'accepted' : 'refused'}`)
        checkDispatch(request, answers, store.sessions.get(sessionTopic), emitted)
      }),
      fuzzParameters(),
    )
    for (const outcome of [
      'settled',
      'wc_sessionUpdate:accepted',
      'wc_sessionExtend:accepted',
      'wc_sessionEvent:accepted',
      'wc_sessionUpdate:refused',
    ])
      expect(outcomes).toContain(outcome)
  })
})

/** A relay that opens at once and accepts every request; it hands its socket to `relay.socket`. */
const relay: { socket?: RelaySocket } = {}
class Socket implements RelaySocket {
  readyState = 0
  onopen: RelaySocket['onopen'] = null
  onclose: RelaySocket['onclose'] = null
  onerror: RelaySocket['onerror'] = null
  onmessage: RelaySocket['onmessage'] = null
  constructor() {
    relay.socket = this
    queueMicrotask(() => {
      this.readyState = 1
      this.onopen?.({})
    })
  }
  send(data: string) {
    const { id, method } = JSON.parse(data) as { id: number; method?: string }
    if (!method) return
    const result = method === 'irn_subscribe' ? 'subscription' : true
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ id, jsonrpc: '2.0', result }) }))
  }
  close() {
    this.readyState = 3
  }
}

const relayUrl = 'wss://relay.example'
const keyOf: Record<string, string> = { [sessionTopic]: sessionKey, [pairingTopic]: pairingKey }
/** One `irn_subscription` frame: a payload sealed with its topic's key (or a wrong one), or junk. */
const frame = fc
  .tuple(
    topic,
    fc.oneof(
      { weight: 8, arbitrary: payload.map((text) => ({ text, sealed: true })) },
      { weight: 1, arbitrary: loose.map((text) => ({ text, sealed: false })) },
    ),
    fc.integer({ min: 1 }),
  )
  .map(([on, { text, sealed }, id]) => {
    const message = sealed
      ? encodeEnvelope({ symKey: keyOf[on] ?? sessionKey, message: text as string })
      : text
    const data = { topic: on, message, publishedAt: Date.now(), tag: 1108 }
    return JSON.stringify({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 's', data },
    })
  })

/** Lets the client's async handlers of the frames run. */
const settle = async () => {
  for (let round = 0; round < 3; round++) await new Promise(setImmediate)
}

const unhandled: unknown[] = []
const recordUnhandled = (reason: unknown) => unhandled.push(reason)
beforeAll(() => process.on('unhandledRejection', recordUnhandled))
afterAll(() => process.off('unhandledRejection', recordUnhandled))

// The whole inbound path seals and opens each payload (ChaCha20-Poly1305) and builds a client per
// case: a tenth of the runs of the dispatch above, which fuzzes the same payloads without crypto.
describe('fuzz: the same payloads through the sign client (relay → envelope → dispatch)', () => {
  test('never throw nor reject unhandled; only valid updates, extensions and events come out', async () => {
    const applied = { update: 0, extend: 0, event: 0, delete: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 4 }), async (frames) => {
        const client = createSignClient({
          relayUrl,
          metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
          storage: memoryStorage({
            [`${prefix}:sessions`]: [sessionRecord()],
            [`${prefix}:pairings`]: [pairingRecord()],
            // A relay-auth JWT to reuse: no Ed25519 signature per case.
            [`${prefix}:relayAuthJwt`]: { aud: relayUrl, jwt: 'a.b.c', exp: now + 82_800 },
          }),
          storagePrefix: prefix,
          WebSocket: Socket,
        })
        const events = {
          update: [] as SignClientEventMap['session_update'][],
          extend: [] as SignClientEventMap['session_extend'][],
          event: [] as SignClientEventMap['session_event'][],
          delete: [] as SignClientEventMap['session_delete'][],
        }
        client.on('session_update', (update) => events.update.push(update))
        client.on('session_extend', (extension) => events.extend.push(extension))
        client.on('session_event', (event) => events.event.push(event))
        client.on('session_delete', (deletion) => events.delete.push(deletion))
        try {
          await client.restore()
          for (const data of frames) relay.socket?.onmessage?.({ data })
          await settle()
          expect(unhandled).toEqual([])
          for (const { session } of events.update) {
            expect(v.safeParse(sessionNamespacesSchema, session.namespaces).success).toBe(true)
            applied.update++
          }
          for (const { session } of events.extend) {
            expect(Number.isInteger(session.expiry)).toBe(true)
            expect(session.expiry).toBeGreaterThan(now + 86_400)
            expect(session.expiry).toBeLessThanOrEqual(latestExpiry())
            applied.extend++
          }
          for (const event of events.event) {
            expect(event.topic).toBe(sessionTopic)
            expect(typeof event.event.name).toBe('string')
            applied.event++
          }
          for (const deleted of events.delete) {
            expect(deleted).toEqual({ topic: sessionTopic, reason: 'deleted' })
            applied.delete++
          }
          for (const session of client.getSessions()) expect(session.topic).toBe(sessionTopic)
        } finally {
          client.close()
        }
      }),
      fuzzParameters({ numRuns: Math.ceil(readFuzzRuns() / 10) }),
    )
    expect(applied.update + applied.extend + applied.event + applied.delete).toBeGreaterThan(0)
  })
})
