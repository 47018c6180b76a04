import { MONEY_DECIMALS } from '../featureConstants.js'

/**
 * Formats a fiat amount with 2 decimals through `Intl.NumberFormat`.
 *
 * @param value - The amount in whole currency units (dollars, not cents).
 * @param parameters.currency - ISO 4217 code; default `'USD'`.
 * @param parameters.locale - BCP 47 locale; default the runtime's.
 * @returns e.g. `'$1,234.50'`; `'$0.00'` for a value that is not a finite number.
 *
 * @example
 * formatMoney(1234.5) // '$1,234.50'
 */
export function formatMoney(
  value: number,
  parameters: { currency?: string; locale?: string } = {},
): string {
  return new Intl.NumberFormat(parameters.locale, {
    style: 'currency',
    currency: parameters.currency ?? 'USD',
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  }).format(Number.isFinite(value) ? value : 0)
}
