// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { flush } from './authFrameTesting.js'
import { AuthFrameError } from './createFrameChannel.js'
import {
  closeFrameChannels,
  frameOrigin,
  settled,
  setUp,
  setUpReady,
} from './frameChannelTesting.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(closeFrameChannels)

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

test('a request once the iframe left the page fails at once with `closed`, nothing left waiting', async () => {
  const { channel, container, frame, parameters } = await setUpReady()
  container.querySelector('iframe')?.remove()
  const request = settled(channel.request({ type: 'request', method: 'eth_chainId' }))
  await flush()
  expect(request.error).toBeInstanceOf(AuthFrameError)
  expect(request.error).toMatchObject({
    code: -32603,
    failure: 'closed',
    message: 'The auth frame was closed',
  })
  expect(frame.posted).toEqual([])
  // No deadline was set for it: no timer runs and no timeout is reported later.
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(10_000)
  expect(parameters.onRequestTimeout).not.toHaveBeenCalled()
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
