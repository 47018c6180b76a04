import * as v from 'valibot'

/** A finite number (not `NaN`, not ±`Infinity`). */
export const finiteNumber = v.pipe(
  v.number(),
  v.check((value) => Number.isFinite(value), 'Expected a finite number'),
)

/** A safe integer (`Number.isSafeInteger`). */
export const safeInteger = v.pipe(
  v.number(),
  v.check((value) => Number.isSafeInteger(value), 'Expected a safe integer'),
)

/** A positive safe integer, e.g. an expiry in seconds. */
export const positiveSafeInteger = v.pipe(
  v.number(),
  v.check((value) => Number.isSafeInteger(value) && value > 0, 'Expected a positive integer'),
)

/** Any value (a field whose content the caller reads as `unknown`). */
export const anyValue = v.custom<unknown>(() => true)
