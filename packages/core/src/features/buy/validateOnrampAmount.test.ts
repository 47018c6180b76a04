import { describe, expect, it } from 'vitest'
import { SAMPLE_PAYMENT_METHOD_LIMITS } from './constants.js'
import { limitToCents, parseFiatCents } from './fiatCents.js'
import { toOnrampLimits, validateOnrampAmount } from './validateOnrampAmount.js'

const [card, ach] = SAMPLE_PAYMENT_METHOD_LIMITS.map((limit) => toOnrampLimits(limit, 'USD'))

describe('validateOnrampAmount (spec §3 payment_method_limits, §9 fallback limits)', () => {
  it('reads the spec §9 fallback limits', () => {
    expect(card).toEqual({ min: '10.00', max: '7500.00', currency: 'USD' })
    expect(ach).toEqual({ min: '10.00', max: '25000.00', currency: 'USD' })
  })

  it('accepts amounts within the limits, bounds included, as two-decimal strings', () => {
    expect(validateOnrampAmount('10', card)).toEqual({ status: 'valid', amount: '10.00' })
    expect(validateOnrampAmount(' 99.5 ', card)).toEqual({ status: 'valid', amount: '99.50' })
    expect(validateOnrampAmount('7500.00', card)).toEqual({ status: 'valid', amount: '7500.00' })
    expect(validateOnrampAmount('25000', ach)).toEqual({ status: 'valid', amount: '25000.00' })
  })

  it('refuses amounts outside the limits with the limits to show', () => {
    const outOfRange = { reason: 'outOfRange', min: '10.00', max: '7500.00', currency: 'USD' }
    expect(validateOnrampAmount('9.99', card)).toEqual({ status: 'invalid', error: outOfRange })
    expect(validateOnrampAmount('7500.01', card)).toEqual({ status: 'invalid', error: outOfRange })
  })

  it('refuses text that is not a fiat amount; blank is empty, not an error', () => {
    for (const text of ['abc', '1e3', '-5', '10.001', '1,000', '0', '.']) {
      expect(validateOnrampAmount(text, card)).toEqual({
        status: 'invalid',
        error: { reason: 'invalid' },
      })
    }
    expect(validateOnrampAmount('  ', card)).toEqual({ status: 'empty' })
  })
})

describe('fiat cents', () => {
  it('parses typed amounts and rounds API limits toward the inside of the range', () => {
    expect(parseFiatCents('7.')).toBe(700n)
    expect(parseFiatCents('1234567890')).toBeUndefined()
    expect(limitToCents('10.001', 'up')).toBe(1001n)
    expect(limitToCents('7500.009', 'down')).toBe(750000n)
    expect(limitToCents('10.000', 'up')).toBe(1000n)
    expect(limitToCents('ten', 'up')).toBeUndefined()
  })

  it('has no limits when min is above max', () => {
    expect(toOnrampLimits({ id: 'card', min: '100', max: '10' }, 'USD')).toBeUndefined()
  })
})
