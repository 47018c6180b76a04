import * as z from 'zod'

/**
 * A project id as the server accepts it, in requests and in `LATCH_AUTH_PROJECTS`: 1 to 100
 * characters, none of them whitespace, a control or format character (NUL, newlines, bidi
 * overrides), a lone surrogate or an unassigned code point. Ids are also written into the code
 * emails, so nothing invisible or reordering may be in them.
 */
export const projectIdSchema = z
  .string()
  .min(1, 'must be 1 to 100 characters')
  .max(100, 'must be 1 to 100 characters')
  .regex(/^[^\p{C}\p{Z}\s]*$/u, 'must have no spaces, control or invisible characters')

/** Whether `value` is a {@link projectIdSchema} project id. */
export function isProjectId(value: unknown): value is string {
  return projectIdSchema.safeParse(value).success
}
