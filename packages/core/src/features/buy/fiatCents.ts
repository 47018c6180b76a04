import { parseDecimalUnits } from '../../format/units.js'

/** A fiat amount as typed: digits, optionally a dot and up to two decimals (`100`, `99.5`, `7.`). */
const fiatPattern = /^\d{1,9}(?:\.\d{0,2})?$/
/** A limit as the API writes it: `'10'`, `'7500.00'`, `'10.005'`. */
const limitPattern = /^\d{1,12}(?:\.\d{1,18})?$/

/**
 * Reads a fiat decimal string (`'100'`, `'99.5'`, `'10.00'`) as whole cents (`10000n`, `9950n`,
 * `1000n`); surrounding spaces are ignored.
 * @returns `undefined` for anything else: more than two decimals, signs, exponents, commas, more
 *   than nine integer digits.
 */
export function parseFiatCents(text: string): bigint | undefined {
  const trimmed = text.trim()
  return fiatPattern.test(trimmed) ? parseDecimalUnits(trimmed, 2) : undefined
}

/** Whole cents (≥ 0) as a fiat decimal string with two decimals: `150n` → `'1.50'`. */
export function formatFiatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/**
 * A limit from the API (`'10'`, `'7500.00'`, `'10.005'`) as cents, rounding sub-cent digits
 * toward the inside of the range (`up` for a minimum, `down` for a maximum).
 * @returns `undefined` when `limit` is not a plain decimal.
 */
export function limitToCents(limit: string, direction: 'up' | 'down'): bigint | undefined {
  if (!limitPattern.test(limit)) return undefined
  const exact = parseDecimalUnits(limit, 18)
  const scale = 10n ** 16n
  const cents = exact / scale
  return direction === 'up' && exact % scale !== 0n ? cents + 1n : cents
}
