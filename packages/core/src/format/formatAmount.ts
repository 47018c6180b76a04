import { formatDecimalAmount } from './formatDecimalAmount.js'
import { formatDecimalUnits } from './units.js'

/**
 * Formats an amount in smallest units for a sentence ("Send 0.5 ETH", "−12.5 LTT"): at most
 * `maxFractionDigits` after the point (rounded half up), trailing zeros dropped, `,` thousands
 * separators, the sign kept (`−`, U+2212, for negatives when `signed`). A non-zero amount too
 * small to show is written `<0.000001`. Exact: never through floating point.
 *
 * @param value - e.g. `500000000000000000n` wei.
 * @param decimals - The asset's decimals (18 for ether, 9 for SOL, 6 for USDC).
 * @param options.maxFractionDigits - Default 6.
 * @param options.signed - Prefix `+` or `−` (default false: negatives still get `−`).
 * @param options.roundDown - Cut the digits past `maxFractionDigits` instead of rounding half up
 *   (a minimum the user is promised must never be shown larger than it is).
 * @param options.locale - BCP 47 tag whose digits and separators to use; default English's.
 * @returns e.g. `formatAmount(500000000000000000n, 18)` is `'0.5'`.
 * @throws {LatchError} 'Invalid amount' when `decimals` is out of range (0–255).
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  {
    maxFractionDigits = 6,
    signed = false,
    roundDown = false,
    locale,
  }: { maxFractionDigits?: number; signed?: boolean; roundDown?: boolean; locale?: string } = {},
): string {
  const negative = value < 0n
  let magnitude = negative ? -value : value
  if (roundDown && decimals > maxFractionDigits) {
    const step = 10n ** BigInt(decimals - maxFractionDigits)
    magnitude -= magnitude % step
  }
  const text = formatDecimalAmount(formatDecimalUnits(magnitude, decimals), {
    maxFractionDigits,
    locale,
  })
  const sign = negative ? '\u2212' : signed && magnitude > 0n ? '+' : ''
  return `${sign}${text}`
}
