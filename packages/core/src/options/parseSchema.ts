import * as v from 'valibot'

/**
 * The reason of a problem its schema gives no message for: the text zod/mini gave (it loads no
 * locale), which Latch's option errors kept when their schemas moved to valibot.
 */
export const DEFAULT_REASON = 'Invalid input'

/** The first problem a schema found in a value. */
export type SchemaProblem = {
  /** Where, from the root: object keys and array indexes as text (`['metadata', 'icons', '0']`). */
  path: string[]
  /** The schema's message for it, or {@link DEFAULT_REASON} when the schema gives none. */
  reason: string
  /** A key a strict object does not know (its object is at `path`); `undefined` otherwise. */
  unknownKey: string | undefined
}

/** What {@link parseSchema} found: the schema's output, or its first problem. */
export type ParseSchemaResult<T> =
  | { success: true; output: T }
  | { success: false; problem: SchemaProblem }

/**
 * Parses `value` with a valibot `schema` and describes its first problem as the zod schemas Latch
 * had before did: a problem without a message of its own reads {@link DEFAULT_REASON}, and a key
 * a strict object does not know is reported with the object's path and the key apart.
 *
 * @param schema - A synchronous valibot schema.
 * @param value - Anything.
 * @returns `{ success: true, output }`, or `{ success: false, problem }` with the first problem.
 */
export function parseSchema<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
): ParseSchemaResult<T> {
  const result = v.safeParse(schema, value, { abortEarly: true, message: DEFAULT_REASON })
  if (result.success) return { success: true, output: result.output }
  const [issue] = result.issues
  const path = (issue.path ?? []).map((item) => String(item.key))
  const unknownKey =
    issue.type === 'strict_object' && issue.expected === 'never' ? path.pop() : undefined
  return { success: false, problem: { path, reason: issue.message, unknownKey } }
}

/** Whether `value` is an object that is not an array (nor `null`): what option objects must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A valibot object schema (`object`, `strictObject` or `looseObject`). */
type ObjectSchema = v.GenericSchema<unknown, unknown> & { readonly entries: v.ObjectEntries }

/**
 * `schema`, a valibot object schema, made to take objects as zod does: an array, `null` or a
 * primitive fails with `message` ({@link DEFAULT_REASON} when absent; valibot's objects take
 * arrays), and a missing required key is read as `undefined`, so that it fails with its entry's own
 * message (valibot's objects report it with the object's).
 *
 * @param schema - The object schema.
 * @param message - The reason when `value` is not a non-array object.
 * @returns A schema with `schema`'s output.
 */
export function zodLikeObject<TSchema extends ObjectSchema>(
  schema: TSchema,
  message?: string,
): v.GenericSchema<unknown, v.InferOutput<TSchema>> {
  const required = Object.keys(schema.entries).filter(
    (key) => !['optional', 'nullish', 'exact_optional'].includes(schema.entries[key]?.type ?? ''),
  )
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, message),
    v.transform((input) => {
      const missing = required.filter((key) => !(key in input))
      if (missing.length === 0) return input
      return { ...input, ...Object.fromEntries(missing.map((key) => [key, undefined])) }
    }),
    // Its input is anything; after the two steps above, a record.
    schema as unknown as v.GenericSchema<Record<string, unknown>, v.InferOutput<TSchema>>,
  )
}
