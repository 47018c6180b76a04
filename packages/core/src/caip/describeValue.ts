/**
 * How a value that is not a string is named in a CAIP error message: its text when it has one,
 * else its type. A null-prototype object or a throwing `toString` must not turn the typed error
 * into a TypeError.
 *
 * @param value - What a caller passed instead of a string.
 * @returns `String(value)`, or `typeof value` when that throws.
 */
export function describeValue(value: unknown): string {
  try {
    return String(value)
  } catch {
    return typeof value
  }
}
