import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  COMPLETION_PATTERN,
  createCompletion,
  hashCompletion,
  isAttemptCompletion,
} from './attempts.js'

// Issue 28 (security review): the completion secret that binds a social login to the browser
// that came back on the attempt's origin.
describe('completion secrets', () => {
  test('are 32 random bytes as 43 base64url characters, fresh each time', () => {
    const completions = new Set(Array.from({ length: 20 }, () => createCompletion()))
    expect(completions.size).toBe(20)
    for (const completion of completions) {
      expect(completion).toMatch(COMPLETION_PATTERN)
      expect(Buffer.from(completion, 'base64url')).toHaveLength(32)
    }
  })

  test('are stored as their SHA-256 in hex, and only that value matches', () => {
    const completion = createCompletion()
    const stored = hashCompletion(completion)
    expect(stored).toBe(createHash('sha256').update(completion).digest('hex'))
    expect(isAttemptCompletion(stored, completion)).toBe(true)
    expect(isAttemptCompletion(stored, createCompletion())).toBe(false)
    expect(isAttemptCompletion(null, completion)).toBe(false)
    expect(isAttemptCompletion('abcd', completion)).toBe(false)
  })
})
