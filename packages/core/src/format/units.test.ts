import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDecimalUnits, parseDecimalUnits } from './units.js'

describe('parseDecimalUnits', () => {
  it('reads plain decimals into the smallest unit', () => {
    expect(parseDecimalUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(parseDecimalUnits('0.00000001', 8)).toBe(1n)
    expect(parseDecimalUnits('.5', 1)).toBe(5n)
    expect(parseDecimalUnits('2.', 2)).toBe(200n)
    expect(parseDecimalUnits('7', 0)).toBe(7n)
  })

  it.each(['', '-1', '1e9', ' 1', '1,5', '0x10', '1.2.3', '.', 'NaN'])(
    "refuses '%s' with 'Invalid amount'",
    (value) => {
      expect(() => parseDecimalUnits(value, 9)).toThrow('Invalid amount')
    },
  )

  it('refuses more fraction digits than the unit has, and bad decimals', () => {
    expect(() => parseDecimalUnits('0.0000000001', 9)).toThrow('Invalid amount')
    expect(() => parseDecimalUnits('1', -1)).toThrow('Invalid amount')
    expect(() => parseDecimalUnits('1', 1.5)).toThrow('Invalid amount')
  })
})

describe('formatDecimalUnits', () => {
  it('writes the smallest unit as a decimal without trailing zeros', () => {
    expect(formatDecimalUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatDecimalUnits(0n, 9)).toBe('0')
    expect(formatDecimalUnits(1n, 8)).toBe('0.00000001')
    expect(formatDecimalUnits(-25n, 1)).toBe('-2.5')
    expect(formatDecimalUnits(12n, 0)).toBe('12')
  })

  it('round-trips with parseDecimalUnits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat(30), (value, decimals) => {
        expect(parseDecimalUnits(formatDecimalUnits(value, decimals), decimals)).toBe(value)
      }),
    )
  })
})
