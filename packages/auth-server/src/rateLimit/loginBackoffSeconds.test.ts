import { expect, test } from 'vitest'
import { loginBackoffSeconds } from './loginBackoffSeconds.js'

const limits = { backoffAfterFailures: 5, backoffBaseSeconds: 15, backoffMaxSeconds: 900 }

test('none for the first wrong codes, then doubling up to the cap', () => {
  const seconds = Array.from({ length: 14 }, (_, i) => loginBackoffSeconds(i + 1, limits))
  expect(seconds).toEqual([0, 0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900, 900])
  expect(loginBackoffSeconds(10_000, limits)).toBe(900)
  expect(loginBackoffSeconds(0, limits)).toBe(0)
})

test('the cool-downs before the 30th wrong code add up to 4 h 45 min', () => {
  const total = Array.from({ length: 29 }, (_, i) => loginBackoffSeconds(i + 1, limits))
  expect(total.reduce((sum, seconds) => sum + seconds, 0)).toBe(17_145)
})
