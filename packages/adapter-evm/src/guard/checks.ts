import type * as z from 'zod/mini'

/**
 * `schema.safeParse` of `value` (or of what `pick` reads from it) that never throws: a wallet's
 * proxy or getter that throws while being read is a failed check.
 */
export function check<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  pick: (value: unknown) => unknown = (same) => same,
): { success: true; data: T } | { success: false } {
  try {
    const result = schema.safeParse(pick(value))
    return result.success ? { success: true, data: result.data } : { success: false }
  } catch {
    return { success: false }
  }
}

/** `promise`, or a rejection with `error()` after `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
