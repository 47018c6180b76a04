import { formatFiatCents, limitToCents, parseFiatCents } from './fiatCents.js'
import type { OnrampPaymentMethodLimit } from './types.js'

/** The selected payment method's limits in its currency (fiat decimal strings, two decimals). */
export type OnrampLimits = { min: string; max: string; currency: string }

/**
 * Why an amount cannot be bought with (a message key and its values; views word it):
 * - `invalid`: not a fiat amount with at most two decimals ('Enter an amount like 100.00');
 * - `outOfRange`: outside the payment method's limits ('Enter between {min} and {max} {currency}').
 */
export type OnrampAmountError =
  | { reason: 'invalid' }
  | { reason: 'outOfRange'; min: string; max: string; currency: string }

/** The result of {@link validateOnrampAmount}. */
export type ValidateOnrampAmountReturnType =
  | { status: 'empty' }
  | { status: 'valid'; amount: string }
  | { status: 'invalid'; error: OnrampAmountError }

/**
 * The payment method's limits with two decimals, for showing and checking.
 * @returns `undefined` when the limits are unreadable or `min` is above `max`.
 */
export function toOnrampLimits(
  limit: OnrampPaymentMethodLimit,
  currency: string,
): OnrampLimits | undefined {
  const min = limitToCents(limit.min, 'up')
  const max = limitToCents(limit.max, 'down')
  if (min === undefined || max === undefined || min > max) return undefined
  return { min: formatFiatCents(min), max: formatFiatCents(max), currency }
}

/**
 * Checks a typed fiat amount against the selected payment method's limits
 * (`payment_method_limits`; without them: card 10.00–7500.00, ACH 10.00–25000.00), bounds
 * included.
 *
 * @param amount - What the user typed, e.g. `'100'` or `'99.5'`.
 * @param limits - From {@link toOnrampLimits}; without limits only the format is checked.
 * @returns `empty` for blank text; `valid` with the amount as a two-decimal string (`'99.50'`, what
 *   the quote and URL calls send); otherwise the {@link OnrampAmountError}.
 * @example
 * validateOnrampAmount('5', { min: '10.00', max: '7500.00', currency: 'USD' })
 * // { status: 'invalid', error: { reason: 'outOfRange', min: '10.00', max: '7500.00', currency: 'USD' } }
 */
export function validateOnrampAmount(
  amount: string,
  limits: OnrampLimits | undefined,
): ValidateOnrampAmountReturnType {
  if (amount.trim() === '') return { status: 'empty' }
  const cents = parseFiatCents(amount)
  if (cents === undefined || cents === 0n) {
    return { status: 'invalid', error: { reason: 'invalid' } }
  }
  if (limits) {
    const min = limitToCents(limits.min, 'up') ?? 0n
    const max = limitToCents(limits.max, 'down') ?? 0n
    if (cents < min || cents > max) {
      return { status: 'invalid', error: { reason: 'outOfRange', ...limits } }
    }
  }
  return { status: 'valid', amount: formatFiatCents(cents) }
}
