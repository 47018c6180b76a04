import { describe, expect, test } from 'vitest'
import {
  createSessionStore,
  type PairingRecord,
  type SessionRecord,
  toSession,
} from './createSessionStore.js'

const now = Date.parse('2025-01-01T00:00:00Z')
const inAnHour = now / 1000 + 3_600

const pairing: PairingRecord = {
  topic: '2'.repeat(64),
  symKey: 'b'.repeat(64),
  expiry: inAnHour,
  active: true,
}
const session: SessionRecord = {
  topic: '1'.repeat(64),
  symKey: 'a'.repeat(64),
  pairingTopic: pairing.topic,
  namespaces: {
    eip155: {
      accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
      chains: ['eip155:1'],
    },
  },
  peer: { name: 'Wallet', description: 'A wallet', url: 'https://wallet.example', icons: [] },
  expiry: inAnHour,
}

function createMemoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get: (key: string) => structuredClone(data.get(key)),
    set: (key: string, value: unknown) => void data.set(key, structuredClone(value)),
    remove: (key: string) => void data.delete(key),
  }
}

function loaded(storage: ReturnType<typeof createMemoryStorage>, prefix = 'wc@2:latch') {
  const store = createSessionStore({ storage, prefix })
  store.load(now)
  return store
}

test('save then load: the same pairings and sessions, under the prefix', () => {
  const storage = createMemoryStorage()
  const store = createSessionStore({ storage, prefix: 'wc@2:latch' })
  store.pairings.set(pairing.topic, pairing)
  store.sessions.set(session.topic, session)
  store.save()
  expect([...storage.data.keys()]).toEqual(['wc@2:latch:pairings', 'wc@2:latch:sessions'])

  const restored = loaded(storage)
  expect([...restored.pairings.values()]).toEqual([pairing])
  expect([...restored.sessions.values()]).toEqual([session])
  expect(loaded(storage, 'other').sessions.size).toBe(0)
})

test('two pages on one storage keep each other’s sessions; a forgotten one is removed', () => {
  const storage = createMemoryStorage()
  const first = loaded(storage)
  const second = loaded(storage)
  const other = { ...session, topic: 'b'.repeat(64) }
  first.sessions.set(session.topic, session)
  first.save(now)
  second.sessions.set(other.topic, other)
  second.save(now)
  expect(loaded(storage).sessions.size).toBe(2)

  first.deleteSession(session.topic)
  first.save(now)
  expect([...loaded(storage).sessions.keys()]).toEqual([other.topic])
})

test('symKeyOf: the session key, else the pairing key', () => {
  const store = createSessionStore({ storage: undefined, prefix: 'p' })
  store.pairings.set(pairing.topic, pairing)
  store.sessions.set(session.topic, session)
  expect(store.symKeyOf(session.topic)).toBe(session.symKey)
  expect(store.symKeyOf(pairing.topic)).toBe(pairing.symKey)
  expect(store.symKeyOf('3'.repeat(64))).toBe(undefined)
})

test('toSession leaves the key out', () => {
  const { symKey: _, ...expected } = session
  expect(toSession(session)).toEqual(expected)
  expect(toSession(session)).not.toHaveProperty('symKey')
})

test('without storage: load and save do nothing', () => {
  const store = createSessionStore({ storage: undefined, prefix: 'p' })
  store.sessions.set(session.topic, session)
  expect(() => store.save()).not.toThrow()
  expect(() => store.load(now)).not.toThrow()
  expect(store.sessions.size).toBe(1)
})

describe('corrupt storage loads as empty, without throwing', () => {
  test.each([
    ['an object', {}],
    ['a number', 5],
    ['a string', 'abc'],
    ['null', null],
    ['true', true],
    ['junk in an array', [1, 'abc', null, [], {}, { topic: 'zz' }, [session]]],
  ])('%s', (_, value) => {
    const storage = createMemoryStorage({
      'wc@2:latch:pairings': value,
      'wc@2:latch:sessions': value,
    })
    const store = loaded(storage)
    expect(store.pairings.size).toBe(0)
    expect(store.sessions.size).toBe(0)
  })

  test('records that are malformed or expired are dropped, the others kept', () => {
    const expiredSession = { ...session, topic: '4'.repeat(64), expiry: now / 1000 }
    const storage = createMemoryStorage({
      'wc@2:latch:pairings': [
        { ...pairing, topic: '5'.repeat(64), expiry: now / 1000 - 1 },
        { ...pairing, topic: '6'.repeat(64), symKey: 'short' },
        { ...pairing, topic: '7'.repeat(64), active: 'yes' },
        { ...pairing, topic: '8'.repeat(64), expiry: String(inAnHour) },
        pairing,
      ],
      'wc@2:latch:sessions': [
        expiredSession,
        { ...session, topic: '9'.repeat(64), namespaces: {} },
        { ...session, topic: 'c'.repeat(64), namespaces: { eip155: { accounts: ['nope'] } } },
        { ...session, topic: 'd'.repeat(64), pairingTopic: 5 },
        { ...session, topic: 'not a topic' },
        { ...session, symKey: undefined },
        session,
      ],
    })
    const store = loaded(storage)
    expect([...store.pairings.values()]).toEqual([pairing])
    expect([...store.sessions.values()]).toEqual([session])
  })

  test("a peer's junk metadata becomes empty fields; unknown fields are dropped", () => {
    const storage = createMemoryStorage({
      'wc@2:latch:sessions': [
        { ...session, peer: { name: 5, url: ['x'], icons: 'icon' }, extra: 'field' },
      ],
    })
    expect(loaded(storage).sessions.get(session.topic)).toEqual({
      ...session,
      peer: { name: '', description: '', url: '', icons: [] },
    })
  })

  test('load uses the current time by default', () => {
    const storage = createMemoryStorage({
      'wc@2:latch:sessions': [{ ...session, expiry: Math.floor(Date.now() / 1000) - 1 }],
    })
    const store = createSessionStore({ storage, prefix: 'wc@2:latch' })
    store.load()
    expect(store.sessions.size).toBe(0)
  })
})
