import { randomInt } from 'node:crypto'

/** A one-time code: 6 decimal digits from `crypto.randomInt` (uniform, leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}
