import { BALANCE_DECIMALS } from '../featureConstants.js'
import { localizeNumber } from './localizeNumber.js'

const decimalPattern = /^(\d+)(?:\.(\d+))?$/

/**
 * Formats a decimal amount with a fixed number of fraction digits (balances 3 decimals),
 * rounding half up, with `,` thousands separators. Exact for any size: works on the digits, never
 * through floating point.
 *
 * @param amount - A non-negative decimal string in whole units (ether, not wei), e.g. `'1234.56789'`.
 * @param fractionDigits - Digits after the point; default 3.
 * @param locale - BCP 47 tag whose digits and separators to use (`'de'`: `'1.234,568'`); default
 *   English's.
 * @returns e.g. `'1,234.568'`; `'0.000'` for an empty or malformed amount.
 *
 * @example
 * import { formatBalance } from '@latch/core'
 *
 * formatBalance('1234.56789') // '1,234.568'
 * formatBalance('0.0005') // '0.001'
 * formatBalance('3.14159', 2) // '3.14'
 * formatBalance(undefined) // '0.000'
 */
export function formatBalance(
  amount: string | undefined,
  fractionDigits: number = BALANCE_DECIMALS,
  locale?: string,
): string {
  const match = decimalPattern.exec(amount?.trim() ?? '')
  const whole = match?.[1] ?? '0'
  const fraction = (match?.[2] ?? '').padEnd(fractionDigits + 1, '0')
  const scale = 10n ** BigInt(fractionDigits)
  let scaled = BigInt(whole) * scale + BigInt(fraction.slice(0, fractionDigits) || '0')
  if (Number(fraction[fractionDigits]) >= 5) scaled += 1n
  const integer = (scaled / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (fractionDigits === 0) return localizeNumber(integer, locale)
  const text = `${integer}.${(scaled % scale).toString().padStart(fractionDigits, '0')}`
  return localizeNumber(text, locale)
}
