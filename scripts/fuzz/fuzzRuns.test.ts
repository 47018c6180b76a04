import { describe, expect, test } from 'vitest'
import { fuzzParameters, readFuzzRuns } from './fuzzRuns.ts'

describe('readFuzzRuns (LATCH_FUZZ_RUNS)', () => {
  test('10,000 when unset or empty', () => {
    expect(readFuzzRuns(undefined)).toBe(10_000)
    expect(readFuzzRuns('')).toBe(10_000)
  })
  test('the number set', () => {
    expect(readFuzzRuns('100000')).toBe(100_000)
  })
  test.each(['0', '-5', '1.5', 'many', '1e400'])(
    '%j is refused, not read as the default',
    (value) => {
      expect(() => readFuzzRuns(value)).toThrow(
        `LATCH_FUZZ_RUNS must be a positive integer, got "${value}"`,
      )
    },
  )
  test('fuzzParameters sets numRuns; overrides win', () => {
    expect(fuzzParameters().numRuns).toBe(readFuzzRuns())
    expect(fuzzParameters({ numRuns: 3, seed: 42 })).toEqual({ numRuns: 3, seed: 42 })
  })
})
