import { base64 } from '@scure/base'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.js'
import { EnvelopeError } from '../crypto/errors.js'
import { deriveSymKey, hashKey } from '../crypto/keys.js'
import { WalletConnectExpiredError, WalletRpcError } from '../errors/errors.js'
import type { RelayPublishOptions } from '../relay/types.js'
import { createRpcChannel } from './createRpcChannel.js'
import { rpcOptions } from './rpcOptions.js'

// RFC 7748 §6.1 key pairs: the dapp is Alice, the wallet Bob.
const dapp = {
  privateKey: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
  publicKey: '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
}
const wallet = {
  privateKey: '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb',
  publicKey: 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
}
const symKey = '1f'.repeat(32)
const topic = hashKey(symKey)
const otherKey = '2e'.repeat(32)
const responseTopic = hashKey(dapp.publicKey)

type Published = { topic: string; message: string; options: RelayPublishOptions }

function setup() {
  const published: Published[] = []
  const publish = vi.fn(async (topic: string, message: string, options: RelayPublishOptions) => {
    published.push({ topic, message, options })
  })
  const onRequest = vi.fn()
  const logger = { debug: vi.fn(), warn: vi.fn() }
  const channel = createRpcChannel({
    relay: { publish },
    symKeyOf: (candidate) => (candidate === topic ? symKey : undefined),
    responsePrivateKeyOf: (candidate) =>
      candidate === responseTopic ? dapp.privateKey : undefined,
    onRequest,
    logger,
  })
  const deliver = (message: string, on = topic) =>
    channel.receive({ topic: on, message, publishedAt: 0, tag: undefined })
  /** The JSON-RPC payload in the last published envelope. */
  const lastPayload = () => {
    const last = published.at(-1)
    if (!last) throw new Error('nothing published')
    return JSON.parse(decodeEnvelope({ symKey, encoded: last.message })) as {
      id: number
      [key: string]: unknown
    }
  }
  return { channel, publish, published, onRequest, logger, deliver, lastPayload }
}

const seal = (payload: unknown, key = symKey) =>
  encodeEnvelope({ symKey: key, message: JSON.stringify(payload) })

/** Tracks whether a promise settled, and how. */
function track<value>(promise: Promise<value>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: unknown } = {
    status: 'pending',
  }
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', value: error }),
  )
  return state
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('request', () => {
  test("is sealed with the topic's key, published with the method's options, resolves with the result", async () => {
    const context = setup()
    const answer = context.channel.request(topic, 'wc_sessionRequest', {
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', '0x01'] },
    })
    await flush()
    expect(context.published).toHaveLength(1)
    expect(context.published[0]?.topic).toBe(topic)
    expect(context.published[0]?.options).toEqual(rpcOptions.wc_sessionRequest.req)
    const payload = context.lastPayload()
    expect(payload).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'wc_sessionRequest',
      params: {
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', '0x01'] },
      },
    })
    context.deliver(seal({ id: payload.id, jsonrpc: '2.0', result: '0xsignature' }))
    await expect(answer).resolves.toBe('0xsignature')
  })

  test('uses the given id', async () => {
    const context = setup()
    const answer = context.channel.request(topic, 'wc_sessionPing', {}, { id: 42 })
    await flush()
    expect(context.lastPayload().id).toBe(42)
    context.deliver(seal({ id: 42, jsonrpc: '2.0', result: true }))
    await expect(answer).resolves.toBe(true)
  })

  test("a wallet error → WalletRpcError with the wallet's code, message and data", async () => {
    const context = setup()
    const answer = context.channel.request(topic, 'wc_sessionPropose', {}, { id: 1 })
    await flush()
    context.deliver(
      seal({ id: 1, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.', data: 'x' } }),
    )
    const error = await answer.catch((error: unknown) => error)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.', data: 'x' })
  })

  test.each([
    ['wc_sessionRequest', 'Request expired', 300],
    ['wc_sessionPropose', 'Proposal expired', 300],
    ['wc_sessionAuthenticate', 'Authentication expired', 3_600],
    ['wc_sessionPing', 'Request expired', 86_400],
  ] as const)('%s: no answer within its TTL → %s', async (method, message, ttl) => {
    const context = setup()
    const answer = track(context.channel.request(topic, method, {}, { id: 7 }))
    await vi.advanceTimersByTimeAsync(ttl * 1000 - 1)
    expect(answer.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(answer.status).toBe('rejected')
    expect(answer.value).toBeInstanceOf(WalletConnectExpiredError)
    expect(answer.value).toMatchObject({
      shortMessage: message,
      details: `No answer to ${method} within ${ttl} s.`,
    })
    // A late answer is ignored.
    expect(() => context.deliver(seal({ id: 7, jsonrpc: '2.0', result: true }))).not.toThrow()
  })

  test('expiry option, in seconds', async () => {
    const context = setup()
    const answer = track(context.channel.request(topic, 'wc_sessionPing', {}, { expiry: 30 }))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(answer.value).toMatchObject({ name: 'WalletConnectExpiredError' })
  })

  test('expiring while the relay is still publishing rejects once, with no unhandled rejection', async () => {
    const context = setup()
    context.publish.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(resolve, 8_000)),
    )
    const answer = track(context.channel.request(topic, 'wc_sessionDelete', {}, { expiry: 5 }))
    await vi.advanceTimersByTimeAsync(8_000)
    expect(answer.value).toBeInstanceOf(WalletConnectExpiredError)
  })

  test("a publish failure rejects with the relay's error and forgets the request", async () => {
    const context = setup()
    const failure = new Error('relay down')
    context.publish.mockRejectedValueOnce(failure)
    await expect(context.channel.request(topic, 'wc_sessionPing', {}, { id: 3 })).rejects.toBe(
      failure,
    )
    await vi.advanceTimersByTimeAsync(86_400_000)
    expect(() => context.deliver(seal({ id: 3, jsonrpc: '2.0', result: true }))).not.toThrow()
  })

  test('on a topic without a key → throws, nothing published', async () => {
    const context = setup()
    await expect(context.channel.request('0'.repeat(64), 'wc_sessionPing', {})).rejects.toThrow(
      'No key for topic',
    )
    expect(context.publish).not.toHaveBeenCalled()
  })

  test('rejectAll rejects every pending request', async () => {
    const context = setup()
    const first = track(context.channel.request(topic, 'wc_sessionPing', {}))
    const second = track(context.channel.request(topic, 'wc_sessionRequest', {}))
    await flush()
    const closed = new Error('closed')
    context.channel.rejectAll(closed)
    await flush()
    expect([first.value, second.value]).toEqual([closed, closed])
  })
})

describe('receive', () => {
  test("the wallet's requests go to onRequest; our own echoed requests are ignored", async () => {
    const context = setup()
    const answer = track(context.channel.request(topic, 'wc_sessionPing', {}, { id: 11 }))
    await flush()
    const echo = context.published[0]?.message ?? ''
    context.deliver(echo)
    expect(context.onRequest).not.toHaveBeenCalled()
    expect(answer.status).toBe('pending')

    const request = { id: 12, jsonrpc: '2.0', method: 'wc_sessionEvent', params: { a: 1 } }
    context.deliver(seal(request))
    expect(context.onRequest).toHaveBeenCalledExactlyOnceWith(topic, request)
  })

  test('type 1 envelopes on a response topic are opened with the derived key', async () => {
    const context = setup()
    const answer = context.channel.request(
      topic,
      'wc_sessionAuthenticate',
      {},
      { id: 21, responseTopic },
    )
    await flush()
    const message = encodeEnvelope({
      symKey: deriveSymKey(wallet.privateKey, dapp.publicKey),
      message: JSON.stringify({ id: 21, jsonrpc: '2.0', result: { cacaos: [] } }),
      type: 1,
      senderPublicKey: wallet.publicKey,
    })
    context.deliver(message, responseTopic)
    await expect(answer).resolves.toEqual({ cacaos: [] })
  })

  test('a response topic takes only type 1; unknown topics nothing', async () => {
    const context = setup()
    const answer = track(
      context.channel.request(topic, 'wc_sessionAuthenticate', {}, { id: 22, responseTopic }),
    )
    await flush()
    const result = { id: 22, jsonrpc: '2.0', result: true }
    context.deliver(seal(result, deriveSymKey(dapp.privateKey, wallet.publicKey)), responseTopic)
    const type1 = encodeEnvelope({
      symKey: deriveSymKey(wallet.privateKey, dapp.publicKey),
      message: JSON.stringify(result),
      type: 1,
      senderPublicKey: wallet.publicKey,
    })
    context.deliver(type1, '3'.repeat(64))
    await flush()
    expect(answer.status).toBe('pending')
  })

  test('an answer on another topic than the request is ignored (no cross-topic forgery)', async () => {
    const context = setup()
    const answer = track(context.channel.request(topic, 'wc_sessionPing', {}, { id: 41 }))
    await flush()
    // The same id, sealed for the response topic's key: another peer answering a request it never got.
    const forged = encodeEnvelope({
      symKey: deriveSymKey(wallet.privateKey, dapp.publicKey),
      message: JSON.stringify({ id: 41, jsonrpc: '2.0', result: '0xforged' }),
      type: 1,
      senderPublicKey: wallet.publicKey,
    })
    context.deliver(forged, responseTopic)
    await flush()
    expect(answer.status).toBe('pending')
  })

  test('undecryptable messages are dropped and logged, never thrown', async () => {
    const context = setup()
    const answer = track(context.channel.request(topic, 'wc_sessionPing', {}, { id: 31 }))
    await flush()
    const result = { id: 31, jsonrpc: '2.0', result: true }
    const unreadable = [
      seal(result, otherKey),
      'not base64!',
      '',
      'AA==',
      base64.encode(new Uint8Array([2, ...new Uint8Array(40)])),
      encodeEnvelope({
        symKey: otherKey,
        message: JSON.stringify(result),
        type: 1,
        senderPublicKey: wallet.publicKey,
      }),
    ]
    for (const message of unreadable) {
      expect(() => context.deliver(message)).not.toThrow()
      expect(() => context.deliver(message, responseTopic)).not.toThrow()
    }
    expect(context.logger.warn).toHaveBeenCalledWith(
      `Dropped an unreadable WalletConnect message on ${topic}`,
      expect.any(EnvelopeError),
    )
    await flush()
    expect(answer.status).toBe('pending')
    expect(context.onRequest).not.toHaveBeenCalled()
  })

  test('malformed payloads are dropped and logged', async () => {
    const context = setup()
    for (const text of ['not json', '{}', '[]', '{"id":1,"jsonrpc":"2.0"}']) {
      context.deliver(encodeEnvelope({ symKey, message: text }))
    }
    expect(context.logger.warn).toHaveBeenCalledTimes(4)
    expect(context.logger.warn).toHaveBeenCalledWith(
      `Dropped a malformed WalletConnect payload on ${topic}`,
    )
  })

  test('random bytes or random JSON never throw nor settle a pending request', async () => {
    const context = setup()
    const id = 1_700_000_000_000_123
    const answer = track(context.channel.request(topic, 'wc_sessionRequest', {}, { id }))
    await flush()
    const otherId = fc.integer().filter((candidate) => candidate !== id)
    const message = fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => base64.encode(bytes)),
      fc
        .uint8Array({ minLength: 28, maxLength: 200 })
        .map((bytes) => base64.encode(new Uint8Array([0, ...bytes]))),
      fc.string(),
      fc.json().map((text) => encodeEnvelope({ symKey, message: text })),
      fc.string().map((text) => encodeEnvelope({ symKey, message: text })),
      fc
        .record({ id: otherId, jsonrpc: fc.constant('2.0'), result: fc.jsonValue() })
        .map((payload) => seal(payload)),
      fc
        .record({
          id: otherId,
          jsonrpc: fc.constant('2.0'),
          error: fc.record({ code: fc.integer(), message: fc.string() }),
        })
        .map((payload) => seal(payload)),
      fc
        .record({ id: fc.constant(id), jsonrpc: fc.constant('2.0'), result: fc.jsonValue() })
        .map((payload) => seal(payload, otherKey)),
    )
    fc.assert(
      fc.property(message, fc.constantFrom(topic, responseTopic, '4'.repeat(64)), (text, on) => {
        context.deliver(text, on)
      }),
      { numRuns: 300 },
    )
    await flush()
    expect(answer.status).toBe('pending')
    expect(context.onRequest.mock.calls.every(([, request]) => request.id !== id)).toBe(true)

    context.deliver(seal({ id, jsonrpc: '2.0', result: 'right' }))
    await flush()
    expect(answer).toEqual({ status: 'resolved', value: 'right' })
  })
})

describe('respond', () => {
  test('a result or an error, sealed, with the response options of the method', async () => {
    const context = setup()
    await context.channel.respond(topic, 'wc_sessionPing', 5, { result: true })
    expect(context.published.at(-1)?.options).toEqual(rpcOptions.wc_sessionPing.res)
    expect(context.lastPayload()).toEqual({ id: 5, jsonrpc: '2.0', result: true })

    await context.channel.respond(topic, 'wc_sessionEvent', 6, {
      error: { code: -32602, message: 'Invalid params' },
    })
    expect(context.published.at(-1)?.options).toEqual(rpcOptions.wc_sessionEvent.res)
    expect(context.lastPayload()).toEqual({
      id: 6,
      jsonrpc: '2.0',
      error: { code: -32602, message: 'Invalid params' },
    })
  })

  test('failures are logged, not thrown', async () => {
    const context = setup()
    context.publish.mockRejectedValueOnce(new Error('relay down'))
    await expect(
      context.channel.respond(topic, 'wc_sessionPing', 5, { result: true }),
    ).resolves.toBe(undefined)
    await expect(
      context.channel.respond('5'.repeat(64), 'wc_sessionPing', 6, { result: true }),
    ).resolves.toBe(undefined)
    expect(context.logger.warn).toHaveBeenCalledTimes(2)
    expect(context.logger.warn).toHaveBeenCalledWith(
      'Answering wc_sessionPing failed',
      expect.any(Error),
    )
  })
})
