import * as v from 'valibot'
import type * as z from 'zod/mini'

/**
 * Parses what `read` returns with `schema`, never throwing: a wallet's getter or proxy that throws
 * while being read (or parsed) is a failed check, like a value of the wrong shape. `schema` is a
 * valibot one (discovery, at start-up) or a zod one (the wallets' answers, in the lazy part).
 *
 * @returns The parsed value, or `undefined` when the read threw or the value did not pass.
 */
export function check<T>(
  schema: v.GenericSchema<unknown, T> | z.ZodMiniType<T>,
  read: () => unknown,
): T | undefined {
  try {
    const value = read()
    if ('safeParse' in schema) {
      const result = schema.safeParse(value)
      return result.success ? result.data : undefined
    }
    const result = v.safeParse(schema, value)
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}
