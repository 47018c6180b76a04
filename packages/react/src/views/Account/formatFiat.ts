import { accountMessages } from './accountMessages.js'

const usd = new Intl.NumberFormat(accountMessages.locale, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * A fiat value in US dollars with 2 decimals (spec §9: money 2 decimals), e.g. `$1,234.50`.
 *
 * @param value - Dollars.
 */
export function formatFiat(value: number): string {
  return usd.format(value)
}
