import type { Parameters } from 'fast-check'

/** Cases per property in the unit run (`npm test`): enough to catch a regression, a few seconds. */
const DEFAULT_RUNS = 10_000

/**
 * How many cases each fuzz property (`*.fuzz.test.ts`) runs: `LATCH_FUZZ_RUNS`, default 10,000;
 * `npm run fuzz` sets 100,000.
 * @throws {Error} when `LATCH_FUZZ_RUNS` is set to anything but a positive integer, so a typo
 * cannot quietly run the default.
 */
export function readFuzzRuns(value = process.env.LATCH_FUZZ_RUNS): number {
  if (value === undefined || value === '') return DEFAULT_RUNS
  const runs = Number(value)
  if (!Number.isSafeInteger(runs) || runs <= 0) {
    throw new Error(`LATCH_FUZZ_RUNS must be a positive integer, got "${value}"`)
  }
  return runs
}

/**
 * fast-check parameters for a fuzz property: `numRuns` from {@link readFuzzRuns}, then `overrides`.
 *
 * @example
 * fc.assert(fc.property(fc.anything(), (value) => parse(value)), fuzzParameters())
 */
export function fuzzParameters<T>(overrides: Parameters<T> = {}): Parameters<T> {
  return { numRuns: readFuzzRuns(), ...overrides }
}
