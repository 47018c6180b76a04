import { describe, expect, test } from 'vitest'
import { longPoll } from './longPoll.js'

describe('longPoll', () => {
  test("answers the first step's answer", async () => {
    let looks = 0
    const answer = await longPoll({
      waitMs: 1_000,
      intervalMs: 10,
      signal: new AbortController().signal,
      step: async () => (++looks === 3 ? 'done' : undefined),
    })
    expect(answer).toBe('done')
    expect(looks).toBe(3)
  })

  test('answers undefined once the time is up, without a look past it', async () => {
    let looks = 0
    const startedAt = Date.now()
    const answer = await longPoll({
      waitMs: 100,
      intervalMs: 40,
      signal: new AbortController().signal,
      step: async () => {
        looks++
        return undefined
      },
    })
    expect(answer).toBeUndefined()
    // Looks at about 0, 40 and 80 ms (fewer on a busy machine); a next one would come after 100 ms.
    expect(Date.now() - startedAt).toBeLessThan(200)
    expect(looks).toBeGreaterThanOrEqual(2)
    expect(looks).toBeLessThanOrEqual(3)
  })

  test('an aborted request stops waiting at once', async () => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 20)
    const startedAt = Date.now()
    const answer = await longPoll({
      waitMs: 5_000,
      intervalMs: 1_000,
      signal: controller.signal,
      step: async () => undefined,
    })
    expect(answer).toBeUndefined()
    expect(Date.now() - startedAt).toBeLessThan(500)
  })

  test('each look is given the deadline, the same for all, waitMs from the start', async () => {
    const deadlines: number[] = []
    const startedAt = Date.now()
    await longPoll({
      waitMs: 60,
      intervalMs: 20,
      signal: new AbortController().signal,
      step: async (deadline) => {
        deadlines.push(deadline)
        return undefined
      },
    })
    expect(deadlines.length).toBeGreaterThanOrEqual(1)
    expect(new Set(deadlines).size).toBe(1)
    expect(deadlines[0]).toBeGreaterThanOrEqual(startedAt + 60)
    expect(deadlines[0]).toBeLessThan(startedAt + 100)
  })
})
