import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSafeWebStorage } from './createSafeWebStorage.js'

afterEach(() => vi.unstubAllGlobals())

describe('createSafeWebStorage (wagmi storage, spec §8)', () => {
  test('a localStorage getter that throws SecurityError: reads null, writes dropped, nothing thrown', () => {
    const window = {}
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    vi.stubGlobal('window', window)
    const storage = createSafeWebStorage()
    expect(storage.getItem('wagmi.store')).toBeNull()
    expect(() => storage.setItem('wagmi.store', '{}')).not.toThrow()
    expect(() => storage.removeItem('wagmi.store')).not.toThrow()
  })

  test('a full quota: the write is dropped, reads still work', () => {
    const data = new Map<string, string>([['a', '1']])
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError')
        },
        removeItem: (key: string) => data.delete(key),
      },
    })
    const storage = createSafeWebStorage()
    expect(() => storage.setItem('b', '2')).not.toThrow()
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })
})
