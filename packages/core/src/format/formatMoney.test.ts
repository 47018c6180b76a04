import { expect, test } from 'vitest'
import { formatMoney } from './formatMoney.js'

test('money with 2 decimals (spec §9)', () => {
  expect(formatMoney(1234.5, { locale: 'en-US' })).toBe('$1,234.50')
  expect(formatMoney(0.004, { locale: 'en-US' })).toBe('$0.00')
  expect(formatMoney(Number.NaN, { locale: 'en-US' })).toBe('$0.00')
  expect(formatMoney(3, { locale: 'de-DE', currency: 'EUR' })).toMatch(/^3,00\s€$/u)
})
