/** Median and range of a set of measurements. */
export type Summary = { median: number; min: number; max: number }

/**
 * The median (mean of the middle two for an even count), minimum and maximum of `values`.
 *
 * @throws {Error} When `values` is empty.
 */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('Nothing to summarize')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number }
}
