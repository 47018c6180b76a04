import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { POLL_INTERVAL_MS, watchSlots } from './watchSlots.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

it('tells of each new slot after the first, through RPC failures, until stopped', async () => {
  const slots = [1n, 1n, 2n, new Error('unreachable'), 3n, 4n]
  const getSlot = vi.fn(async () => {
    const next = slots.shift()
    if (next instanceof Error) throw next
    return next as bigint
  })
  const onNewSlot = vi.fn()
  const stop = watchSlots(getSlot, onNewSlot)
  await vi.advanceTimersByTimeAsync(0)
  expect(onNewSlot).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
  expect(onNewSlot).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
  expect(onNewSlot).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS)
  expect(onNewSlot).toHaveBeenCalledTimes(2)
  stop()
  await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS)
  expect(getSlot).toHaveBeenCalledTimes(5)
  expect(onNewSlot).toHaveBeenCalledTimes(2)
})

it('ignores a slot that arrives after it stopped', async () => {
  let answer: (slot: bigint) => void = () => {}
  const getSlot = vi
    .fn<() => Promise<bigint>>()
    .mockResolvedValueOnce(1n)
    .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
  const onNewSlot = vi.fn()
  const stop = watchSlots(getSlot, onNewSlot)
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
  stop()
  answer(2n)
  await vi.advanceTimersByTimeAsync(0)
  expect(onNewSlot).not.toHaveBeenCalled()
})
