import { expect, test } from 'vitest'
import { formatCurrencyAmount } from './formatCurrencyAmount.js'

test('an ISO 4217 currency in the locale’s currency style', () => {
  expect(formatCurrencyAmount('1234.50', 'USD', 'en-US')).toBe('$1,234.50')
  expect(formatCurrencyAmount('1234.5', 'EUR', 'de')).toMatch(/^1\.234,50\s€$/u)
  expect(formatCurrencyAmount('100', 'USD', 'en-US')).toBe('$100.00')
  // The yen has no minor unit: zeros past it go, digits that mean something stay.
  expect(formatCurrencyAmount('100.00', 'JPY', 'ja')).toBe('￥100')
  expect(formatCurrencyAmount('100.50', 'JPY', 'ja')).toBe('￥100.5')
})

test('every decimal the amount has is kept, without rounding through a number', () => {
  expect(formatCurrencyAmount('1.505', 'USD', 'en-US')).toBe('$1.505')
  expect(formatCurrencyAmount('9007199254740993.01', 'USD', 'en-US')).toBe(
    '$9,007,199,254,740,993.01',
  )
})

test('a crypto symbol: the amount in the locale’s digits, then the symbol', () => {
  expect(formatCurrencyAmount('0.0001', 'ETH', 'de')).toBe('0,0001 ETH')
  expect(formatCurrencyAmount('12345.6', 'ETH', 'en')).toBe('12,345.6 ETH')
  expect(formatCurrencyAmount('12345.6', 'ETH', 'ar-EG')).toBe('١٢٬٣٤٥٫٦ ETH')
})

test('text that is not a decimal is shown as sent', () => {
  expect(formatCurrencyAmount('n/a', 'USD', 'en')).toBe('n/a USD')
})
