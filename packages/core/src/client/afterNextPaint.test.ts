import { afterEach, expect, test, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('without requestAnimationFrame: runs on the next task, once', async () => {
  const callback = vi.fn()
  afterNextPaint(callback)
  expect(callback).not.toHaveBeenCalled()
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(callback).toHaveBeenCalledTimes(1)
})

test('with frames: runs in the task after the next frame, not before it, once', () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const callback = vi.fn()
  afterNextPaint(callback)
  vi.advanceTimersByTime(10)
  expect(callback).not.toHaveBeenCalled()
  frames[0]?.(0)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(0)
  expect(callback).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(200)
  expect(callback).toHaveBeenCalledTimes(1)
})

test('a hidden tab (no frame comes): runs after 100 ms', () => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', () => 1)
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const callback = vi.fn()
  afterNextPaint(callback)
  vi.advanceTimersByTime(99)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(callback).toHaveBeenCalledTimes(1)
})

test('cancelled before the frame: never runs', () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  const cancelFrame = vi.fn()
  vi.stubGlobal('cancelAnimationFrame', cancelFrame)
  const callback = vi.fn()
  const cancel = afterNextPaint(callback)
  cancel()
  expect(cancelFrame).toHaveBeenCalledWith(1)
  vi.advanceTimersByTime(200)
  expect(callback).not.toHaveBeenCalled()
})

test('with a delay: runs that long after the frame', () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const callback = vi.fn()
  afterNextPaint(callback, 150)
  frames[0]?.(0)
  vi.advanceTimersByTime(149)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(callback).toHaveBeenCalledTimes(1)
})
