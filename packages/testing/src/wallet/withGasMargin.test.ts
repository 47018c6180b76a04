import { expect, test } from 'vitest'
import { withGasMargin } from './withGasMargin.ts'

test('adds 20 %, rounded down', () => {
  expect(withGasMargin(100_000n)).toBe(120_000n)
  expect(withGasMargin(21_001n)).toBe(25_201n)
})
