import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { createLogger } from '../logger/createLogger.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createSafeStorage, type StorageLike } from './createSafeStorage.js'

const logger = createLogger('fatal')
const key = '@latch/fuzz'

/** What a Web Storage hands back: text (JSON or not), or from a broken one, any value or a throw. */
const stored = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: anyValue },
  { weight: 1, arbitrary: fc.constant(new DOMException('blocked', 'SecurityError')) },
)

/** A Web Storage whose every call answers with `raw`: returns it, or throws it when an Error. */
function brokenStorage(raw: unknown): StorageLike {
  const answer = () => {
    if (raw instanceof Error) throw raw
    return raw as string
  }
  return { getItem: answer, setItem: answer, removeItem: answer }
}

/** What `get` must give back after `raw` was stored: the JSON's value, or nothing. */
function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

describe('fuzz: createSafeStorage never throws', () => {
  test('get of any stored text is its JSON value or absent', () => {
    fc.assert(
      fc.property(stored, (raw) => {
        const memory = createMemoryStorage()
        if (typeof raw === 'string') memory.setItem(key, raw)
        const read = createSafeStorage(logger, memory).get(key)
        if (typeof raw === 'string') expect(read).toStrictEqual(parsed(raw))
      }),
      fuzzParameters(),
    )
  })

  test('a broken Web Storage (odd answers, throws) never fails get, set or remove', () => {
    fc.assert(
      fc.property(stored, anyValue, (raw, value) => {
        const storage = createSafeStorage(logger, brokenStorage(raw))
        storage.get(key)
        storage.set(key, value)
        storage.remove(key)
      }),
      fuzzParameters(),
    )
  })

  test('set of any value (BigInt, cycles, throwing toJSON) never throws; what it wrote reads back', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const throwingToJson = {
      toJSON() {
        throw new Error('toJSON refuses')
      },
    }
    const value = fc.oneof(anyValue, fc.constantFrom(cyclic, throwingToJson, 10n))
    fc.assert(
      fc.property(value, (written) => {
        const memory = createMemoryStorage()
        const storage = createSafeStorage(logger, memory)
        storage.set(key, written)
        const raw = memory.getItem(key)
        expect(storage.get(key)).toStrictEqual(raw === null ? undefined : parsed(raw))
      }),
      fuzzParameters(),
    )
  })
})
