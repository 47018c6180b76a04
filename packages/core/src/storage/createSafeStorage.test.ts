import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createLogger } from '../logger/createLogger.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createSafeStorage } from './createSafeStorage.js'

describe('createSafeStorage (spec §8: storage write failures are logged and ignored)', () => {
  it('round-trips JSON', () => {
    const storage = createSafeStorage(createLogger(), createMemoryStorage())
    storage.set('k', { a: 1 })
    expect(storage.get('k')).toEqual({ a: 1 })
    storage.remove('k')
    expect(storage.get('k')).toBeUndefined()
  })
  it('logs a failing write at the default level (spec §9: error), once per key, and ignores it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const full = {
      ...createMemoryStorage(),
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError')
      },
      removeItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    const storage = createSafeStorage(createLogger(), full)
    expect(() => storage.set('k', 1)).not.toThrow()
    storage.set('k', 2)
    expect(error.mock.calls).toEqual([
      ['[Latch] Could not write "k" to storage', expect.any(DOMException)],
    ])
    // A failing remove of the same key is a failure of its own, reported once too.
    expect(() => storage.remove('k')).not.toThrow()
    storage.remove('k')
    expect(error).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenLastCalledWith(
      '[Latch] Could not remove "k" from storage',
      expect.any(DOMException),
    )
    storage.remove('other')
    expect(error).toHaveBeenLastCalledWith(
      '[Latch] Could not remove "other" from storage',
      expect.any(DOMException),
    )
    error.mockRestore()
  })
  it('logs a key that failed, then succeeded, again when it fails again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const memory = createMemoryStorage()
    let full = true
    const flaky = {
      ...memory,
      setItem(key: string, value: string) {
        if (full) throw new DOMException('quota', 'QuotaExceededError')
        memory.setItem(key, value)
      },
      removeItem(key: string) {
        if (full) throw new DOMException('blocked', 'SecurityError')
        memory.removeItem(key)
      },
    }
    const storage = createSafeStorage(createLogger(), flaky)
    storage.set('k', 1)
    storage.remove('k')
    full = false
    storage.set('k', 2)
    storage.remove('k')
    full = true
    storage.set('k', 3)
    storage.set('k', 4)
    storage.remove('k')
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[Latch] Could not write "k" to storage',
      '[Latch] Could not remove "k" from storage',
      '[Latch] Could not write "k" to storage',
      '[Latch] Could not remove "k" from storage',
    ])
    error.mockRestore()
  })
  it('reads corrupt JSON as absent and removes it', () => {
    const memory = createMemoryStorage()
    memory.setItem('k', '{not json')
    const storage = createSafeStorage(createLogger('fatal'), memory)
    expect(storage.get('k')).toBeUndefined()
    expect(memory.getItem('k')).toBeNull()
  })
  it('reads a value its schema refuses as absent, logs it and removes it', () => {
    const memory = createMemoryStorage()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = createSafeStorage(createLogger('warn'), memory)
    for (const planted of ['{}', '5', '"abc"', '["ok", 7]', 'null']) {
      memory.setItem('k', planted)
      expect(storage.get('k', z.array(z.string()))).toBeUndefined()
      expect(memory.getItem('k')).toBeNull()
    }
    memory.setItem('k', '["a","b"]')
    expect(storage.get('k', z.array(z.string()))).toEqual(['a', 'b'])
    expect(warn).toHaveBeenCalledWith('[Latch] Ignored an invalid stored "k"')
    warn.mockRestore()
  })
  it('checks with a valibot schema as with a zod one (any Standard Schema)', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage(createLogger('fatal'), memory)
    memory.setItem('k', '["ok", 7]')
    expect(storage.get('k', v.array(v.string()))).toBeUndefined()
    expect(memory.getItem('k')).toBeNull()
    memory.setItem('k', '["a","b"]')
    expect(storage.get('k', v.array(v.string()))).toEqual(['a', 'b'])
  })
  it('survives a storage whose every call throws (SecurityError with storage blocked)', () => {
    const blocked = {
      getItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
      removeItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    const storage = createSafeStorage(createLogger('fatal'), blocked)
    expect(storage.get('k', z.string())).toBeUndefined()
    expect(() => storage.set('k', 'v')).not.toThrow()
    expect(storage.web.getItem('k')).toBeNull()
    expect(() => storage.web.setItem('k', 'v')).not.toThrow()
    expect(() => storage.web.removeItem('k')).not.toThrow()
  })
  it('works with no storage at all (server-side rendering)', () => {
    const storage = createSafeStorage(createLogger(), undefined)
    storage.set('k', 1)
    expect(storage.get('k')).toBeUndefined()
  })
})
