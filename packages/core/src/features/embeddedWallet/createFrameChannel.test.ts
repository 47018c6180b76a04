// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createLogger } from '../../logger/createLogger.js'
import { createFakeAuthFrame, flush } from './authFrameTesting.js'
import {
  AuthFrameError,
  type CreateFrameChannelParameters,
  createFrameChannel,
} from './createFrameChannel.js'

const frameOrigin = 'https://auth.example'
const frameUrl = `${frameOrigin}/frame?projectId=p1&origin=${encodeURIComponent(location.origin)}`

let close = () => {}
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  close()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * A channel whose container (kept out of the document) is given at once, or by `place()` when
 * `deferContainer`.
 */
function setUp(
  overrides: Partial<CreateFrameChannelParameters> = {},
  options: { deferContainer?: boolean } = {},
) {
  const container = document.createElement('div')
  const frame = createFakeAuthFrame({ frameOrigin, container })
  const logger = createLogger('error')
  const warn = vi.spyOn(logger, 'warn')
  let place = () => {}
  const parameters = {
    frameUrl,
    container: options.deferContainer
      ? new Promise<HTMLElement>((resolve) => {
          place = () => resolve(container)
        })
      : Promise.resolve(container),
    loadTimeout: 1000,
    requestTimeout: 500,
    onEvent: vi.fn(),
    onLoadFailed: vi.fn(),
    onRequestTimeout: vi.fn(),
    logger,
    ...overrides,
  } satisfies CreateFrameChannelParameters
  const channel = createFrameChannel(parameters)
  close = channel.close
  return { channel, container, frame, parameters, warn, place: () => place() }
}

/** The channel, its frame placed and `ready`. */
async function setUpReady(overrides: Partial<CreateFrameChannelParameters> = {}) {
  const set = setUp(overrides)
  await flush()
  set.frame.emit('ready')
  await set.channel.ready
  return set
}

/** Settles `promise` into a value the test can inspect without an unhandled rejection. */
function settled<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error) => Object.assign(outcome, { error, done: true }),
  )
  return outcome
}

test('places a sandboxed iframe on the frame URL in the container once there is one', async () => {
  const { container, place } = setUp({}, { deferContainer: true })
  await flush()
  expect(container.querySelector('iframe')).toBeNull()
  place()
  await flush()
  const iframe = container.querySelector('iframe')
  expect(iframe?.src).toBe(frameUrl)
  expect(iframe?.getAttribute('sandbox')).toBe(
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  )
  expect(iframe?.getAttribute('referrerpolicy')).toBe('no-referrer')
  expect(iframe?.title).toBe('Secure wallet frame')
})

test('a channel closed before its container came places no iframe', async () => {
  const { channel, container, place } = setUp({}, { deferContainer: true })
  channel.close()
  place()
  await flush()
  expect(container.querySelector('iframe')).toBeNull()
})

test('`ready` resolves on the frame’s ready event, which is passed on', async () => {
  const { channel, frame, parameters } = setUp()
  await flush()
  const ready = settled(channel.ready)
  await flush()
  expect(ready.done).toBe(false)
  frame.emit('ready')
  await flush()
  expect(ready).toEqual({ done: true, value: undefined })
  expect(parameters.onEvent).toHaveBeenCalledExactlyOnceWith({
    latch: 'auth',
    type: 'event',
    event: 'ready',
  })
  // Ready in time: no load failure later.
  vi.advanceTimersByTime(5000)
  expect(parameters.onLoadFailed).not.toHaveBeenCalled()
})

test('ignores messages from another origin, another window or no window', async () => {
  const { channel, frame, parameters, warn } = setUp()
  await flush()
  const ready = settled(channel.ready)
  const data = { latch: 'auth', type: 'event', event: 'ready' }
  frame.post(data, { origin: 'https://evil.example' })
  frame.post(data, { origin: 'https://auth.example:8443' })
  frame.post(data, { origin: 'http://auth.example' })
  frame.post(data, { source: window })
  frame.post(data, { source: { postMessage() {} } as unknown as Window })
  frame.post(data, { source: null })
  await flush()
  expect(ready.done).toBe(false)
  expect(parameters.onEvent).not.toHaveBeenCalled()
  // Not even parsed: nothing was logged.
  expect(warn).not.toHaveBeenCalled()
})

test('ignores messages from the frame origin before the iframe has a window', async () => {
  const { channel, parameters } = setUp({}, { deferContainer: true })
  const ready = settled(channel.ready)
  // No iframe window yet: a message without a source must not pass for the frame's.
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { latch: 'auth', type: 'event', event: 'ready' },
      origin: frameOrigin,
      source: null,
    }),
  )
  await flush()
  expect(ready.done).toBe(false)
  expect(parameters.onEvent).not.toHaveBeenCalled()
})

test('ignores malformed messages from the frame, with a warning', async () => {
  const { channel, frame, parameters, warn } = setUp()
  await flush()
  const ready = settled(channel.ready)
  for (const data of [
    'ready',
    null,
    { type: 'event', event: 'ready' },
    { latch: 'other', type: 'event', event: 'ready' },
    { latch: 'auth', type: 'event', event: 'explode' },
    { latch: 'auth', type: 'event', event: 'chainChanged', chainId: '0x1' },
    { latch: 'auth', type: 'response', id: '', ok: true, result: 1 },
  ]) {
    frame.post(data)
  }
  await flush()
  expect(ready.done).toBe(false)
  expect(parameters.onEvent).not.toHaveBeenCalled()
  expect(warn).toHaveBeenCalledTimes(7)
  expect(warn).toHaveBeenCalledWith('Ignored a malformed message from the auth frame')
})

test('passes other events on', async () => {
  const { frame, parameters } = await setUpReady()
  frame.emit('chainChanged', { chainId: 10 })
  frame.emit('sessionEnded')
  expect(parameters.onEvent).toHaveBeenLastCalledWith({
    latch: 'auth',
    type: 'event',
    event: 'sessionEnded',
  })
  expect(parameters.onEvent).toHaveBeenCalledWith({
    latch: 'auth',
    type: 'event',
    event: 'chainChanged',
    chainId: 10,
  })
})

test('requests wait for `ready`, then go to the frame origin only, each with a fresh id', async () => {
  const { channel, frame } = setUp()
  await flush()
  const first = settled(channel.request({ type: 'request', method: 'eth_chainId' }))
  await flush()
  expect(frame.posted).toEqual([])
  frame.emit('ready')
  await flush()
  const second = settled(channel.request({ type: 'signOut' }))
  await flush()
  expect(frame.posted).toEqual([
    {
      data: { latch: 'auth', type: 'request', method: 'eth_chainId', id: expect.any(String) },
      targetOrigin: frameOrigin,
    },
    { data: { latch: 'auth', type: 'signOut', id: expect.any(String) }, targetOrigin: frameOrigin },
  ])
  const [a, b] = frame.requests()
  expect(a?.id).not.toBe(b?.id)
  // Answers are matched by id, in any order.
  frame.respond(b?.id ?? '', { result: null })
  await flush()
  expect(second).toEqual({ done: true, value: null })
  expect(first.done).toBe(false)
  frame.respond(a?.id ?? '', { result: '0x1' })
  await flush()
  expect(first).toEqual({ done: true, value: '0x1' })
})

test('an error answer rejects with an AuthFrameError carrying code, reason and attempts left', async () => {
  const { channel, frame } = await setUpReady()
  const sending = settled(channel.request({ type: 'sendCode', email: 'a@example.org' }))
  await flush()
  frame.respond(frame.requests()[0]?.id ?? '', {
    error: { code: -32602, message: 'Invalid code', reason: 'invalid_code', attemptsLeft: 4 },
  })
  await flush()
  expect(sending.error).toBeInstanceOf(AuthFrameError)
  expect(sending.error).toMatchObject({
    name: 'AuthFrameError',
    message: 'Invalid code',
    code: -32602,
    reason: 'invalid_code',
    attemptsLeft: 4,
    failure: undefined,
  })
})

test('answers to unknown or already answered ids are ignored', async () => {
  const { channel, frame } = await setUpReady()
  const request = settled(channel.request({ type: 'signOut' }))
  await flush()
  const id = frame.requests()[0]?.id ?? ''
  frame.respond('nobody', { result: 'stray' })
  await flush()
  expect(request.done).toBe(false)
  frame.respond(id, { result: 'first' })
  frame.respond(id, { error: { code: 4001, message: 'late' } })
  await flush()
  expect(request).toEqual({ done: true, value: 'first' })
})

test('a request without an answer times out: onRequestTimeout, failure `timeout`', async () => {
  const { channel, frame, parameters } = await setUpReady()
  const request = settled(channel.request({ type: 'request', method: 'eth_blockNumber' }))
  await flush()
  vi.advanceTimersByTime(499)
  await flush()
  expect(request.done).toBe(false)
  vi.advanceTimersByTime(1)
  await flush()
  expect(parameters.onRequestTimeout).toHaveBeenCalledOnce()
  expect(request.error).toBeInstanceOf(AuthFrameError)
  expect(request.error).toMatchObject({ code: -32603, failure: 'timeout' })
  // A late answer changes nothing.
  frame.respond(frame.requests()[0]?.id ?? '', { result: '0x1' })
  await flush()
  expect(request.value).toBeUndefined()
})

test('an answered request clears its deadline', async () => {
  const { channel, frame, parameters } = await setUpReady()
  const request = settled(channel.request({ type: 'request', method: 'eth_blockNumber' }))
  await flush()
  frame.respond(frame.requests()[0]?.id ?? '', { result: '0x10' })
  await flush()
  vi.advanceTimersByTime(10_000)
  expect(request).toEqual({ done: true, value: '0x10' })
  expect(parameters.onRequestTimeout).not.toHaveBeenCalled()
})

test('`untimed` requests wait as long as it takes', async () => {
  const { channel, frame, parameters } = await setUpReady()
  const request = settled(
    channel.request({ type: 'request', method: 'personal_sign' }, { untimed: true }),
  )
  await flush()
  vi.advanceTimersByTime(10 * 60_000)
  await flush()
  expect(request.done).toBe(false)
  expect(parameters.onRequestTimeout).not.toHaveBeenCalled()
  frame.respond(frame.requests()[0]?.id ?? '', { result: '0xsigned' })
  await flush()
  expect(request).toEqual({ done: true, value: '0xsigned' })
})

test('no `ready` within loadTimeout: onLoadFailed, and `ready` and requests fail with `load`', async () => {
  const { channel, frame, parameters } = setUp()
  await flush()
  const ready = settled(channel.ready)
  const request = settled(channel.request({ type: 'signOut' }))
  vi.advanceTimersByTime(999)
  await flush()
  expect(ready.done).toBe(false)
  vi.advanceTimersByTime(1)
  await flush()
  expect(parameters.onLoadFailed).toHaveBeenCalledOnce()
  expect(ready.error).toBeInstanceOf(AuthFrameError)
  expect(ready.error).toMatchObject({ code: -32603, failure: 'load' })
  expect(request.error).toMatchObject({ failure: 'load' })
  expect(frame.posted).toEqual([])
})

test('close() removes the iframe, fails what waits with `closed` and stops listening', async () => {
  const { channel, container, frame, parameters } = await setUpReady()
  const timed = settled(channel.request({ type: 'request', method: 'eth_chainId' }))
  const untimed = settled(
    channel.request({ type: 'request', method: 'personal_sign' }, { untimed: true }),
  )
  await flush()
  const source = frame.window()
  const ids = frame.requests().map(({ id }) => id)
  channel.close()
  await flush()
  expect(container.querySelector('iframe')).toBeNull()
  expect(timed.error).toBeInstanceOf(AuthFrameError)
  expect(timed.error).toMatchObject({ code: -32603, failure: 'closed' })
  expect(untimed.error).toMatchObject({ failure: 'closed' })
  // No timeout fires for the failed requests, and the frame is no longer heard.
  vi.advanceTimersByTime(10_000)
  expect(parameters.onRequestTimeout).not.toHaveBeenCalled()
  frame.post({ latch: 'auth', type: 'event', event: 'sessionEnded' }, { source })
  frame.post({ latch: 'auth', type: 'response', id: ids[0], ok: true, result: 1 }, { source })
  expect(parameters.onEvent).toHaveBeenCalledTimes(1)
  await expect(channel.request({ type: 'signOut' })).rejects.toMatchObject({ failure: 'closed' })
})

test('close() before `ready` fails `ready` with `closed`; no load failure is reported', async () => {
  const { channel, parameters } = setUp()
  await flush()
  const ready = settled(channel.ready)
  channel.close()
  await flush()
  expect(ready.error).toMatchObject({ failure: 'closed' })
  vi.advanceTimersByTime(10_000)
  expect(parameters.onLoadFailed).not.toHaveBeenCalled()
})

test('onTrace (`enableAuthLogger`) hears every message, never its values', async () => {
  const onTrace = vi.fn()
  const { channel, frame } = await setUpReady({ onTrace })
  const sending = settled(channel.request({ type: 'sendCode', email: 'ada@example.org' }))
  await flush()
  const id = frame.requests()[0]?.id ?? ''
  frame.respond(id, { error: { code: -32602, message: 'Invalid code', reason: 'invalid_code' } })
  await flush()
  expect(sending.done).toBe(true)
  expect(onTrace.mock.calls.map(([line]) => line)).toEqual([
    'Auth frame event ready',
    `Auth frame request ${id}: sendCode`,
    `Auth frame answered ${id}: error -32602`,
  ])
  expect(JSON.stringify(onTrace.mock.calls)).not.toContain('ada@example.org')
})

test('without onTrace nothing is traced or logged', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  const { channel, frame } = await setUpReady()
  const asking = settled(channel.request({ type: 'request', method: 'eth_chainId' }))
  await flush()
  frame.respond(frame.requests()[0]?.id ?? '', { result: '0x1' })
  await flush()
  expect(asking.value).toBe('0x1')
  expect(info).not.toHaveBeenCalled()
})
