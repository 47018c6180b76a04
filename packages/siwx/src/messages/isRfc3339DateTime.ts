/** An RFC 3339 date-time as EIP-4361 and CAIP-122 write timestamps (the pattern of viem's reader). */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Whether `value` is an RFC 3339 date-time (https://www.rfc-editor.org/rfc/rfc3339#section-5.6)
 * that `Date` can read, e.g. `2021-09-30T16:25:24Z` or `2021-09-30T16:25:24.123+01:00`; not
 * `2021-09-30 16:25:24` nor `2021-13-01T00:00:00Z`.
 */
export function isRfc3339DateTime(value: unknown): value is string {
  return typeof value === 'string' && dateTime.test(value) && !Number.isNaN(Date.parse(value))
}
