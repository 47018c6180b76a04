import { localizeNumber } from './localizeNumber.js'

/** The ISO 4217 codes this runtime formats (`Intl.supportedValuesOf`), read once. */
let isoCurrencies: ReadonlySet<string> | undefined

function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
  )
  return isoCurrencies.has(code)
}

/** Engines keep at most 20 fraction digits in older versions (ECMA-402 before 2023: 0–20). */
const MAX_FRACTION_DIGITS = 20

/**
 * Formats a sum an API sent as a decimal string (an on-ramp quote's fees and total) for `locale`: an ISO 4217 currency through `Intl.NumberFormat`'s currency style, with the
 * currency's usual decimals and every decimal the amount has (`'1.505'` USD stays `$1.505`); any
 * other currency (`ETH`, a token symbol) as the amount in the locale's digits and separators
 * followed by the code. The amount is passed to `Intl` as a string, so nothing is rounded through a
 * JavaScript number.
 *
 * @param amount - Decimal text in whole units (`'100.00'`, dollars not cents), as zod checked it.
 * @param currency - `'USD'`, `'EUR'`, or a crypto symbol such as `'ETH'`.
 * @param locale - BCP 47 tag; `undefined` means the runtime's.
 * @returns e.g. `'$1,234.50'` (en), `'1.234,50 €'` (de), `'0,0001 ETH'` (de).
 */
export function formatCurrencyAmount(
  amount: string,
  currency: string,
  locale: string | undefined,
): string {
  const [whole = '', fraction = ''] = amount.split('.')
  const decimal = /^\d+$/.test(whole) && /^\d*$/.test(fraction)
  if (decimal && isIsoCurrency(currency)) {
    try {
      const usual = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits
      const digits = Math.min(Math.max(fraction.length, usual ?? 2), MAX_FRACTION_DIGITS)
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: Math.min(usual ?? 2, digits),
        maximumFractionDigits: digits,
      }).format(amount as Intl.StringNumericLiteral)
    } catch {
      // An engine without string amounts or with a narrower digit range: the plain form below.
    }
  }
  const grouped = decimal
    ? `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`
    : amount
  return `${localizeNumber(grouped, locale)} ${currency}`
}
