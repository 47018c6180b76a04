import { LatchError } from '../errors/base.js'
import { invalidAmountMessage } from '../errors/startupMessages.js'

const decimalAmount = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

function checkDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new LatchError(invalidAmountMessage, {
      details: `Decimals must be an integer from 0 to 255, got ${String(decimals)}.`,
    })
  }
}

/**
 * Reads a decimal amount into the smallest unit, e.g. lamports or satoshis: the `parseUnits` of
 * adapters whose libraries have none; the EVM adapter uses it too (viem's rounds extra digits).
 *
 * @param value - A plain non-negative decimal as typed, e.g. `'1.5'`, `'0.001'`, `'.5'`, `'2.'`.
 * @param decimals - Digits after the point of the smallest unit (9 for SOL, 8 for BTC), 0–255.
 * @returns The amount in the smallest unit, e.g. `parseDecimalUnits('1.5', 9)` is `1500000000n`.
 * @throws {LatchError} 'Invalid amount' for anything else (signs, exponents, spaces, more fraction
 *   digits than `decimals`, decimals out of range).
 */
export function parseDecimalUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals)
  const match = typeof value === 'string' ? decimalAmount.exec(value) : null
  if (!match) {
    throw new LatchError(invalidAmountMessage, { details: 'Not a plain decimal amount.' })
  }
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    throw new LatchError(invalidAmountMessage, {
      details: `At most ${decimals} digits after the point.`,
    })
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

/**
 * Writes an amount in the smallest unit as a decimal without trailing zeros: the `formatUnits` of
 * adapters whose libraries have none.
 *
 * @param value - e.g. `1500000000n` lamports; negative amounts keep their sign.
 * @param decimals - Digits after the point of the smallest unit, 0–255.
 * @returns e.g. `formatDecimalUnits(1500000000n, 9)` is `'1.5'`, `formatDecimalUnits(0n, 9)` is `'0'`.
 * @throws {LatchError} 'Invalid amount' when `decimals` is out of range.
 */
export function formatDecimalUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
