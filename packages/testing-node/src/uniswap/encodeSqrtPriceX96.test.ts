import { expect, test } from 'vitest'
import { encodeSqrtPriceX96 } from './encodeSqrtPriceX96.ts'

test('a 1:1 pool starts at 2^96', () => {
  expect(encodeSqrtPriceX96(1n, 1n)).toBe(2n ** 96n)
})

test('1 ETH = 1,500 LTT, either token first', () => {
  const ethFirst = encodeSqrtPriceX96(10n ** 20n, 15n * 10n ** 22n)
  expect(Number(ethFirst) / 2 ** 96).toBeCloseTo(Math.sqrt(1500), 9)
  const lttFirst = encodeSqrtPriceX96(15n * 10n ** 22n, 10n ** 20n)
  expect(Number(lttFirst) / 2 ** 96).toBeCloseTo(Math.sqrt(1 / 1500), 12)
})

test('rounds down and refuses an empty token0 side', () => {
  expect(encodeSqrtPriceX96(1n, 2n)).toBe(112045541949572279837463876454n)
  expect(() => encodeSqrtPriceX96(0n, 1n)).toThrow('amount0 must be positive')
})
