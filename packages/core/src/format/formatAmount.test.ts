import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'

describe('formatAmount', () => {
  it('writes whole units without trailing zeros', () => {
    expect(formatAmount(500000000000000000n, 18)).toBe('0.5')
    expect(formatAmount(12_500_000n, 6)).toBe('12.5')
    expect(formatAmount(3_000_000n, 6)).toBe('3')
    expect(formatAmount(1234567_891000000000000000n, 18)).toBe('1,234,567.891')
  })

  it('rounds to 6 fraction digits by default, or the given number', () => {
    expect(formatAmount(1_234_567_891n, 9)).toBe('1.234568')
    expect(formatAmount(1_234_567_891n, 9, { maxFractionDigits: 2 })).toBe('1.23')
  })

  it('can cut instead of round (a promised minimum)', () => {
    expect(formatAmount(1_999_999_999n, 9, { roundDown: true })).toBe('1.999999')
    expect(formatAmount(1_999_999_999n, 9)).toBe('2')
  })

  it('shows a tiny non-zero amount as below the smallest shown', () => {
    expect(formatAmount(21_000_000_000n, 18)).toBe('<0.000001')
    expect(formatAmount(0n, 18)).toBe('0')
  })

  it('keeps the sign, with a true minus', () => {
    expect(formatAmount(-500000000000000000n, 18)).toBe('\u22120.5')
    expect(formatAmount(150n, 0, { signed: true })).toBe('+150')
    expect(formatAmount(0n, 0, { signed: true })).toBe('0')
  })
})
