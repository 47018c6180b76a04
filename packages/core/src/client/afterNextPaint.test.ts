import { afterEach, expect, test, vi } from 'vitest'
import {
  afterModalAnimations,
  afterModalOpening,
  afterNextPaint,
  watchModalAnimations,
} from './afterNextPaint.js'

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

/** A root holding one animation, finished when `finish` is called (a spinner's infinite one aside). */
function rootWithAnimation() {
  let finish = () => {}
  const finished = new Promise<void>((resolve) => {
    finish = resolve
  })
  const animation = {
    playState: 'running',
    finished,
    effect: { getComputedTiming: () => ({ endTime: 150 }) },
  }
  const spinner = {
    playState: 'running',
    finished: new Promise(() => {}),
    effect: { getComputedTiming: () => ({ endTime: Number.POSITIVE_INFINITY }) },
  }
  const root = { getAnimations: () => [animation, spinner] } as unknown as DocumentOrShadowRoot
  return { root, finish }
}

test('afterModalOpening: 167 ms after the frame, then once the opening animations finished', async () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const { root, finish } = rootWithAnimation()
  const stop = watchModalAnimations(root)
  const callback = vi.fn()
  afterModalOpening(callback)
  frames[0]?.(0)
  await vi.advanceTimersByTimeAsync(167)
  expect(callback).not.toHaveBeenCalled()
  finish()
  await vi.advanceTimersByTimeAsync(0)
  expect(callback).toHaveBeenCalledTimes(1)
  stop()
})

test('afterModalOpening: an animation that never finishes holds it back 1 s at most; cancel stops it', async () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const stop = watchModalAnimations(rootWithAnimation().root)
  const callback = vi.fn()
  const cancelled = vi.fn()
  afterModalOpening(callback)
  const cancel = afterModalOpening(cancelled)
  frames[0]?.(0)
  frames[1]?.(0)
  await vi.advanceTimersByTimeAsync(167 + 999)
  cancel()
  expect(callback).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(callback).toHaveBeenCalledTimes(1)
  expect(cancelled).not.toHaveBeenCalled()
  stop()
})

test('afterModalOpening: with no animation reported, 167 ms after the frame', async () => {
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (next: FrameRequestCallback) => frames.push(next))
  vi.stubGlobal('cancelAnimationFrame', vi.fn())
  const callback = vi.fn()
  afterModalOpening(callback)
  frames[0]?.(0)
  await vi.advanceTimersByTimeAsync(166)
  expect(callback).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(callback).toHaveBeenCalledTimes(1)
})

test('afterModalAnimations: at once with no animation running; else a task after they finished', async () => {
  vi.useFakeTimers()
  const now = vi.fn()
  afterModalAnimations(now)
  expect(now).toHaveBeenCalledOnce()

  const { root, finish } = rootWithAnimation()
  const stop = watchModalAnimations(root)
  const later = vi.fn()
  const cancelled = vi.fn()
  afterModalAnimations(later)
  afterModalAnimations(cancelled)()
  await vi.advanceTimersByTimeAsync(500)
  expect(later).not.toHaveBeenCalled()
  finish()
  await vi.advanceTimersByTimeAsync(0)
  expect(later).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(1000)
  expect(later).toHaveBeenCalledOnce()
  expect(cancelled).not.toHaveBeenCalled()
  stop()
})
