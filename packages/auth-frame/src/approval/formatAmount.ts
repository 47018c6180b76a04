import { formatUnits } from 'viem'

const MAX_FRACTION_DIGITS = 6

/**
 * Formats a token amount in its smallest unit for people: at most 6 decimals (cut, not rounded,
 * so it never shows more than the amount), no trailing zeros; an amount too small to show is
 * `<0.000001`.
 *
 * @param amount - In the token's smallest unit (wei for ETH); not negative.
 * @param decimals - The token's decimals (18 for ETH).
 * @example formatAmount(100000000000000000n, 18) // '0.1'
 */
export function formatAmount(amount: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(amount, decimals).split('.')
  const shown = fraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '')
  if (amount > 0n && whole === '0' && !shown) return `<0.${'0'.repeat(MAX_FRACTION_DIGITS - 1)}1`
  return shown ? `${whole}.${shown}` : whole
}

/**
 * Formats a signed balance change: `−0.1 ETH`, `+12.5 LTT` (a true minus sign, U+2212), the
 * amount written by `number` (the locale's digits and decimal sign; as it is by default).
 *
 * @param change - Signed, in the token's smallest unit.
 * @param token - Its symbol and decimals.
 * @param number - Writes the amount in the frame's locale.
 */
export function formatBalanceChange(
  change: bigint,
  token: { symbol: string; decimals: number },
  number: (text: string) => string = (text) => text,
): string {
  const sign = change < 0n ? '−' : '+'
  const amount = formatAmount(change < 0n ? -change : change, token.decimals)
  return `${sign}${number(amount)} ${token.symbol}`
}
