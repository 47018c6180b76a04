import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { truncateAddress } from './truncateAddress.js'

describe('formatBalance (spec §9: balance format 3 decimals)', () => {
  it.each([
    ['10000', '10,000.000'],
    ['1234.5678', '1,234.568'],
    ['0.0004', '0.000'],
    ['0.0005', '0.001'],
    ['999.9996', '1,000.000'],
    ['123456789012345678901234.1', '123,456,789,012,345,678,901,234.100'],
    [undefined, '0.000'],
    ['garbage', '0.000'],
  ])('%s → %s', (input, output) => {
    expect(formatBalance(input)).toBe(output)
  })
  it('formats money with 2 decimals', () => {
    expect(formatBalance('3.14159', 2)).toBe('3.14')
  })
})

describe('truncateAddress (DESIGN.md §4)', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})

it('formatBalance writes the locale’s digits and separators', () => {
  expect(formatBalance('1234.56789', 3, 'en')).toBe('1,234.568')
  expect(formatBalance('1234.56789', 3, 'de')).toBe('1.234,568')
  const arabic = new Intl.NumberFormat('ar', { minimumFractionDigits: 3 }).format(1234.5)
  expect(formatBalance('1234.5', 3, 'ar')).toBe(arabic)
})
