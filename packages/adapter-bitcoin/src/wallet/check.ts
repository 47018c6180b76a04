import type * as z from 'zod/mini'

/**
 * `schema.safeParse` of what `read` returns, never throwing: a wallet's getter or proxy that throws
 * while being read is a failed check, like a value of the wrong shape.
 *
 * @returns The parsed value, or `undefined` when the read threw or the value did not pass.
 */
export function check<T>(schema: z.ZodMiniType<T>, read: () => unknown): T | undefined {
  try {
    const result = schema.safeParse(read())
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}
