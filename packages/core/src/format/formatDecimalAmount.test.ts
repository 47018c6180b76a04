import { expect, test } from 'vitest'
import { formatDecimalAmount } from './formatDecimalAmount.js'

test('rounds to the digits asked, drops trailing zeros, groups thousands', () => {
  const three = { maxFractionDigits: 3 }
  expect(formatDecimalAmount('0.5', three)).toBe('0.5')
  expect(formatDecimalAmount('1000', three)).toBe('1,000')
  expect(formatDecimalAmount('100.25', three)).toBe('100.25')
  expect(formatDecimalAmount('1.23456', three)).toBe('1.235')
  expect(formatDecimalAmount('1.2345678')).toBe('1.234568')
  expect(formatDecimalAmount('0')).toBe('0')
})

test('a non-zero amount too small to show is "<0.001", in the locale\'s digits', () => {
  expect(formatDecimalAmount('0.0000001', { maxFractionDigits: 3 })).toBe('<0.001')
  expect(formatDecimalAmount('1234.5', { maxFractionDigits: 3, locale: 'de' })).toBe('1.234,5')
})
