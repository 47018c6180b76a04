import { describe, expect, it, vi } from 'vitest'
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
  it('logs and ignores a failing write', () => {
    const logger = createLogger('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const full = {
      ...createMemoryStorage(),
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(() => createSafeStorage(logger, full).set('k', 1)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('[Latch] Could not write "k" to storage', expect.anything())
    warn.mockRestore()
  })
  it('reads corrupt JSON as absent', () => {
    const memory = createMemoryStorage()
    memory.setItem('k', '{not json')
    const storage = createSafeStorage(createLogger('fatal'), memory)
    expect(storage.get('k')).toBeUndefined()
  })
  it('works with no storage at all (server-side rendering)', () => {
    const storage = createSafeStorage(createLogger(), undefined)
    storage.set('k', 1)
    expect(storage.get('k')).toBeUndefined()
  })
})
