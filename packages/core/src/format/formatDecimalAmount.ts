import { formatBalance } from './formatBalance.js'
import { localizeNumber } from './localizeNumber.js'

/**
 * Formats a non-negative amount in whole units for a sentence ("0.5 ETH", "1,000 LTT"): at most
 * `maxFractionDigits` after the point (rounded half up), trailing zeros dropped, `,` thousands
 * separators; a non-zero amount too small to show is written `<0.001` (for 3 digits). Exact: works
 * on the digits, never through floating point. `formatAmount` is this for amounts in smallest units.
 *
 * @param amount - Decimal text in whole units (ether, not wei), e.g. `'1234.56789'`; anything else
 *   reads as zero.
 * @param options.maxFractionDigits - Default 6.
 * @param options.locale - BCP 47 tag whose digits and separators to use; default English's.
 * @returns e.g. `formatDecimalAmount('1000.50', { maxFractionDigits: 3 })` is `'1,000.5'`.
 */
export function formatDecimalAmount(
  amount: string,
  {
    maxFractionDigits = 6,
    locale,
  }: { maxFractionDigits?: number; locale?: string | undefined } = {},
): string {
  const rounded = formatBalance(amount, maxFractionDigits)
  let text = rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded
  if (text === '0' && /[1-9]/.test(amount)) text = `<0.${'0'.repeat(maxFractionDigits - 1)}1`
  return localizeNumber(text, locale)
}
