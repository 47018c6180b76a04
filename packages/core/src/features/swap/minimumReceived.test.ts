import { expect, test } from 'vitest'
import { minimumReceived } from './minimumReceived.js'

test('takes the slippage off in basis points, rounding down', () => {
  expect(minimumReceived(1_500n, 1)).toBe(1_485n)
  expect(minimumReceived(10n ** 18n, 0.5)).toBe(995n * 10n ** 15n)
  expect(minimumReceived(99n, 1)).toBe(98n)
})

test('clamps the tolerance to 0–100 %', () => {
  expect(minimumReceived(1_000n, -5)).toBe(1_000n)
  expect(minimumReceived(1_000n, 250)).toBe(0n)
})
