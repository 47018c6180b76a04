// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { flush } from './authFrameTesting.js'
import {
  closeFrameChannels,
  frameOrigin,
  frameUrl,
  settled,
  setUp,
  setUpReady,
} from './frameChannelTesting.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(closeFrameChannels)

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

test('lets the frame use passkeys and nothing else (issue 29, D-3)', async () => {
  const { container } = setUp()
  await flush()
  expect(container.querySelector('iframe')?.getAttribute('allow')).toBe(
    'publickey-credentials-get; publickey-credentials-create',
  )
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
