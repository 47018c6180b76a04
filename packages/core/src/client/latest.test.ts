import { expect, test } from 'vitest'
import { latest } from './latest.js'

test('a newer turn makes older ones stale', () => {
  const reads = latest()
  const first = reads.begin()
  expect(first.isCurrent()).toBe(true)
  const second = reads.begin()
  expect(first.isCurrent()).toBe(false)
  expect(second.isCurrent()).toBe(true)
})

test('cancel makes every turn stale until the next begins', () => {
  const attempts = latest()
  expect(attempts.hasCurrent()).toBe(false)
  const turn = attempts.begin()
  expect(attempts.hasCurrent()).toBe(true)
  attempts.cancel()
  expect(turn.isCurrent()).toBe(false)
  expect(attempts.hasCurrent()).toBe(false)
  expect(attempts.begin().isCurrent()).toBe(true)
})
