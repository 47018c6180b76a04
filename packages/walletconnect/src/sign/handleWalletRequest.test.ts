import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { RpcChannel } from './createRpcChannel.js'
import { createSessionStore, type SessionRecord } from './createSessionStore.js'
import { handleWalletRequest } from './handleWalletRequest.js'

const now = Date.parse('2025-01-01T00:00:00Z') / 1000
const sessionTopic = '1'.repeat(64)
const pairingTopic = '2'.repeat(64)
const unknownTopic = '3'.repeat(64)
const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const invalidParams = { error: { code: -32602, message: 'Invalid params' } }
const ok = { result: true }

function sessionRecord(): SessionRecord {
  return {
    topic: sessionTopic,
    symKey: 'a'.repeat(64),
    pairingTopic,
    namespaces: {
      eip155: {
        accounts: [account, 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        chains: ['eip155:1', 'eip155:10'],
      },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
        accounts: [
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        ],
        methods: ['solana_signMessage'],
        events: [],
      },
    },
    peer: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] },
    expiry: now + 86_400,
  }
}

function setup() {
  const data = new Map<string, unknown>()
  const storage = {
    get: (key: string) => structuredClone(data.get(key)),
    set: vi.fn((key: string, value: unknown) => void data.set(key, structuredClone(value))),
    remove: (key: string) => void data.delete(key),
  }
  const store = createSessionStore({ storage, prefix: 'test' })
  store.sessions.set(sessionTopic, sessionRecord())
  store.pairings.set(pairingTopic, {
    topic: pairingTopic,
    symKey: 'b'.repeat(64),
    expiry: now + 300,
    active: true,
  })
  const respond = vi.fn(async () => {})
  const channel = { respond } as unknown as RpcChannel
  const emit = vi.fn()
  const removeSession = vi.fn(async () => {})
  const removePairing = vi.fn(async () => {})
  const scheduleExpiry = vi.fn()
  const handle = (method: string, params?: unknown, topic = sessionTopic, id = 9) =>
    handleWalletRequest({
      topic,
      request: { id, jsonrpc: '2.0', method, params },
      store,
      channel,
      emit,
      removeSession,
      removePairing,
      scheduleExpiry,
    })
  return { store, storage, respond, emit, removeSession, removePairing, scheduleExpiry, handle }
}

beforeEach(() => {
  vi.useFakeTimers({ now: now * 1000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pings', () => {
  test.each([
    ['wc_sessionPing', sessionTopic],
    ['wc_sessionPing', pairingTopic],
    ['wc_pairingPing', pairingTopic],
    ['wc_pairingPing', sessionTopic],
  ])('%s on a known topic → true', async (method, topic) => {
    const context = setup()
    await context.handle(method, {}, topic)
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(topic, method, 9, ok)
  })

  test.each(['wc_sessionPing', 'wc_pairingPing'])(
    '%s on an unknown topic → -32602',
    async (method) => {
      const context = setup()
      await context.handle(method, {}, unknownTopic)
      expect(context.respond).toHaveBeenCalledExactlyOnceWith(
        unknownTopic,
        method,
        9,
        invalidParams,
      )
    },
  )
})

describe('deletion', () => {
  test('wc_sessionDelete → true, then the session is removed', async () => {
    const context = setup()
    await context.handle('wc_sessionDelete', { code: 6000, message: 'User disconnected.' })
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(sessionTopic, 'wc_sessionDelete', 9, ok)
    expect(context.removeSession).toHaveBeenCalledExactlyOnceWith(sessionTopic)
    expect(context.respond.mock.invocationCallOrder[0]).toBeLessThan(
      context.removeSession.mock.invocationCallOrder[0] ?? 0,
    )
  })

  test('wc_sessionDelete on a topic without a session is ignored', async () => {
    const context = setup()
    for (const topic of [pairingTopic, unknownTopic])
      await context.handle('wc_sessionDelete', {}, topic)
    expect(context.respond).not.toHaveBeenCalled()
    expect(context.removeSession).not.toHaveBeenCalled()
  })

  test('wc_pairingDelete → true, then the pairing is removed', async () => {
    const context = setup()
    await context.handle(
      'wc_pairingDelete',
      { code: 6000, message: 'User disconnected.' },
      pairingTopic,
    )
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(pairingTopic, 'wc_pairingDelete', 9, ok)
    expect(context.removePairing).toHaveBeenCalledExactlyOnceWith(pairingTopic)
  })
})

describe('wc_sessionUpdate', () => {
  const namespaces = {
    eip155: {
      accounts: ['eip155:8453:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged'],
      chains: ['eip155:8453'],
    },
  }

  test('new namespaces are stored, saved and emitted', async () => {
    const context = setup()
    await context.handle('wc_sessionUpdate', { namespaces })
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(sessionTopic, 'wc_sessionUpdate', 9, ok)
    expect(context.store.sessions.get(sessionTopic)?.namespaces).toEqual(namespaces)
    const reloaded = createSessionStore({ storage: context.storage, prefix: 'test' })
    reloaded.load()
    expect(reloaded.sessions.get(sessionTopic)?.namespaces).toEqual(namespaces)
    const { symKey: _, ...session } = { ...sessionRecord(), namespaces }
    expect(context.emit).toHaveBeenCalledExactlyOnceWith('session_update', { session })
  })

  test.each([
    ['no params', undefined],
    ['no namespaces', {}],
    ['empty namespaces', { namespaces: {} }],
    ['a bad namespace key', { namespaces: { EIP155: namespaces.eip155 } }],
    ['a bad account', { namespaces: { eip155: { ...namespaces.eip155, accounts: ['0xabc'] } } }],
    ['no methods', { namespaces: { eip155: { accounts: [], events: [] } } }],
    ['a string', 'namespaces'],
  ])('%s → -32602, nothing changes', async (_, params) => {
    const context = setup()
    await context.handle('wc_sessionUpdate', params)
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(
      sessionTopic,
      'wc_sessionUpdate',
      9,
      invalidParams,
    )
    expect(context.store.sessions.get(sessionTopic)).toEqual(sessionRecord())
    expect(context.storage.set).not.toHaveBeenCalled()
    expect(context.emit).not.toHaveBeenCalled()
  })

  test('on a topic without a session → -32602', async () => {
    const context = setup()
    await context.handle('wc_sessionUpdate', { namespaces }, pairingTopic)
    expect(context.respond).toHaveBeenCalledWith(pairingTopic, 'wc_sessionUpdate', 9, invalidParams)
    expect(context.emit).not.toHaveBeenCalled()
  })
})

describe('wc_sessionExtend', () => {
  test.each([
    ['one more day', now + 2 * 86_400],
    ['7 days ahead', now + 7 * 86_400],
    ['7 days and a minute of clock skew', now + 7 * 86_400 + 60],
  ])('%s → stored, saved, rescheduled, emitted', async (_, expiry) => {
    const context = setup()
    await context.handle('wc_sessionExtend', { expiry })
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(sessionTopic, 'wc_sessionExtend', 9, ok)
    const record = context.store.sessions.get(sessionTopic)
    expect(record?.expiry).toBe(expiry)
    expect(context.scheduleExpiry).toHaveBeenCalledExactlyOnceWith(record)
    expect(context.storage.set).toHaveBeenCalled()
    const { symKey: _symKey, ...session } = { ...sessionRecord(), expiry }
    expect(context.emit).toHaveBeenCalledExactlyOnceWith('session_extend', { session })
  })

  test.each([
    ['the same expiry', { expiry: now + 86_400 }],
    ['an earlier expiry', { expiry: now + 3_600 }],
    ['a past expiry', { expiry: now - 1 }],
    ['more than 7 days ahead', { expiry: now + 7 * 86_400 + 61 }],
    ['a year ahead', { expiry: now + 365 * 86_400 }],
    ['milliseconds', { expiry: (now + 2 * 86_400) * 1000 }],
    ['a fraction', { expiry: now + 2 * 86_400 + 0.5 }],
    ['a string', { expiry: String(now + 2 * 86_400) }],
    ['no expiry', {}],
    ['no params', undefined],
  ])('%s → -32602, nothing changes', async (_, params) => {
    const context = setup()
    await context.handle('wc_sessionExtend', params)
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(
      sessionTopic,
      'wc_sessionExtend',
      9,
      invalidParams,
    )
    expect(context.store.sessions.get(sessionTopic)).toEqual(sessionRecord())
    expect(context.scheduleExpiry).not.toHaveBeenCalled()
    expect(context.storage.set).not.toHaveBeenCalled()
    expect(context.emit).not.toHaveBeenCalled()
  })

  test('on a topic without a session → -32602', async () => {
    const context = setup()
    await context.handle('wc_sessionExtend', { expiry: now + 2 * 86_400 }, pairingTopic)
    expect(context.respond).toHaveBeenCalledWith(pairingTopic, 'wc_sessionExtend', 9, invalidParams)
  })
})

describe('wc_sessionEvent', () => {
  const event = { name: 'accountsChanged', data: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }

  test.each([
    ['in chains', 'eip155:10'],
    ['in accounts only', 'eip155:137'],
    ['a namespace key', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('on a chain of the session (%s) → true and emitted', async (_, chainId) => {
    const context = setup()
    await context.handle('wc_sessionEvent', { event, chainId })
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(sessionTopic, 'wc_sessionEvent', 9, ok)
    expect(context.emit).toHaveBeenCalledExactlyOnceWith('session_event', {
      topic: sessionTopic,
      event,
      chainId,
    })
    // Only the id of the last event applied is remembered.
    expect(context.store.sessions.get(sessionTopic)).toEqual({
      ...sessionRecord(),
      lastRequestId: 9,
    })
  })

  test.each([
    ['a chain not in the session', { event, chainId: 'eip155:8453' }],
    ['a prefix of a chain of the session', { event, chainId: 'eip155:13' }],
    ['another namespace', { event, chainId: 'cosmos:cosmoshub-4' }],
    ['not CAIP-2', { event, chainId: '1' }],
    ['no chain', { event }],
    ['no event', { chainId: 'eip155:1' }],
    ['an event without name', { event: { data: 1 }, chainId: 'eip155:1' }],
    ['no params', undefined],
  ])('%s → -32602, nothing emitted', async (_, params) => {
    const context = setup()
    await context.handle('wc_sessionEvent', params)
    expect(context.respond).toHaveBeenCalledExactlyOnceWith(
      sessionTopic,
      'wc_sessionEvent',
      9,
      invalidParams,
    )
    expect(context.emit).not.toHaveBeenCalled()
  })

  test('on a topic without a session → -32602', async () => {
    const context = setup()
    await context.handle('wc_sessionEvent', { event, chainId: 'eip155:1' }, pairingTopic)
    expect(context.respond).toHaveBeenCalledWith(pairingTopic, 'wc_sessionEvent', 9, invalidParams)
  })
})

test.each([
  ['wc_somethingNew', 'wc_sessionRequest'],
  ['wc_sessionRequest', 'wc_sessionRequest'],
  ['wc_sessionSettle', 'wc_sessionSettle'],
  ['eth_sign', 'wc_sessionRequest'],
])('%s → 10001, answered with the options of %s', async (method, answeredAs) => {
  const context = setup()
  await context.handle(method, {})
  expect(context.respond).toHaveBeenCalledExactlyOnceWith(sessionTopic, answeredAs, 9, {
    error: { code: 10001, message: 'Unsupported wc_ method.' },
  })
})

test('arbitrary params never throw and change the session only when valid', async () => {
  const expiry = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.integer({ min: now, max: now + 8 * 86_400 }),
  )
  const namespace = fc.record({
    accounts: fc.array(fc.constantFrom(account, 'eip155:1', 'eip155:1:'), { maxLength: 2 }),
    methods: fc.array(fc.string(), { maxLength: 2 }),
    events: fc.array(fc.string(), { maxLength: 2 }),
  })
  const request = fc.oneof(
    fc.tuple(
      fc.constant('wc_sessionExtend'),
      fc.oneof(fc.anything(), fc.record({ expiry }), expiry),
    ),
    fc.tuple(
      fc.constant('wc_sessionUpdate'),
      fc.oneof(
        fc.anything(),
        fc.record({ namespaces: fc.dictionary(fc.string(), fc.anything()) }),
        fc.record({
          namespaces: fc.dictionary(fc.constantFrom('eip155', 'eip155:1', 'EIP155', ''), namespace),
        }),
      ),
    ),
    fc.tuple(
      fc.constant('wc_sessionEvent'),
      fc.oneof(
        fc.anything(),
        fc.record({
          event: fc.record({ name: fc.anything(), data: fc.anything() }),
          chainId: fc.constantFrom('eip155:1', 'eip155:8453', 'eip155', ''),
        }),
      ),
    ),
    fc.tuple(fc.constantFrom('wc_sessionPing', 'wc_pairingPing', 'wc_unknown'), fc.anything()),
  )
  let changes = 0
  await fc.assert(
    fc.asyncProperty(
      request,
      fc.constantFrom(sessionTopic, pairingTopic),
      async ([name, params], topic) => {
        const context = setup()
        await context.handle(name, params, topic)
        const answer = context.respond.mock.calls[0] as unknown[] | undefined
        const accepted = JSON.stringify(answer?.[3]) === JSON.stringify(ok)
        const changed =
          JSON.stringify(context.store.sessions.get(sessionTopic)) !==
          JSON.stringify(sessionRecord())
        if (changed) changes += 1
        // An accepted event only records its id (replays of it are then ignored).
        if (accepted && name === 'wc_sessionEvent') {
          const { lastRequestId, ...rest } = context.store.sessions.get(sessionTopic) ?? {}
          expect(lastRequestId).toBe(9)
          expect(rest).toEqual(sessionRecord())
        } else if (!accepted || !['wc_sessionUpdate', 'wc_sessionExtend'].includes(name)) {
          expect(changed).toBe(false)
          expect(context.storage.set).not.toHaveBeenCalled()
        }
        if (!accepted) expect(context.emit).not.toHaveBeenCalled()
        if (accepted && name === 'wc_sessionExtend') {
          const extended = context.store.sessions.get(sessionTopic)?.expiry ?? 0
          expect(Number.isInteger(extended)).toBe(true)
          expect(extended).toBeGreaterThan(now + 86_400)
          expect(extended).toBeLessThanOrEqual(now + 7 * 86_400 + 60)
        }
        expect(context.removeSession).not.toHaveBeenCalled()
        expect(context.removePairing).not.toHaveBeenCalled()
      },
    ),
    {
      numRuns: 300,
      examples: [
        [['wc_sessionExtend', { expiry: now + 2 * 86_400 }], sessionTopic],
        [
          ['wc_sessionUpdate', { namespaces: { eip155: sessionRecord().namespaces.eip155 } }],
          sessionTopic,
        ],
      ],
    },
  )
  expect(changes).toBeGreaterThanOrEqual(2)
})

describe('replays', () => {
  test('an update or event older than the last one applied is acknowledged and ignored', async () => {
    const context = setup()
    const event = { name: 'chainChanged', data: 10 }
    await context.handle('wc_sessionEvent', { event, chainId: 'eip155:10' }, sessionTopic, 200)
    expect(context.emit).toHaveBeenCalledOnce()
    await context.handle('wc_sessionEvent', { event, chainId: 'eip155:10' }, sessionTopic, 200)
    await context.handle('wc_sessionEvent', { event, chainId: 'eip155:10' }, sessionTopic, 100)
    expect(context.emit).toHaveBeenCalledOnce()
    expect(context.respond).toHaveBeenCalledTimes(3)
    expect(context.respond).toHaveBeenLastCalledWith(sessionTopic, 'wc_sessionEvent', 100, ok)
  })
})
