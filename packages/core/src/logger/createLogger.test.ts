import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger, LOG_BUFFER_MAX_BYTES, logLevels } from './createLogger.js'

afterEach(() => vi.restoreAllMocks())

describe('createLogger (spec §9 log levels and buffer)', () => {
  it('has levels fatal 60, error 50, warn 40, info 30, debug 20, trace 10 and defaults to error', () => {
    expect(logLevels).toEqual({ fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 })
    expect(createLogger().level).toBe('error')
  })
  it('prints and buffers only at or above its level', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logger = createLogger('error')
    logger.warn('quiet')
    logger.error('loud', new Error('cause'))
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('[Latch] loud', expect.any(Error))
    expect(logger.getBuffer().map((e) => e.message)).toEqual(['loud cause'])
  })
  it('keeps the buffer under 1,024,000 bytes, dropping the oldest', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const logger = createLogger('error')
    const line = 'x'.repeat(100_000)
    for (let i = 0; i < 12; i++) logger.error(`${i}${line}`)
    const kept = logger.getBuffer()
    expect(kept.reduce((sum, e) => sum + e.message.length, 0)).toBeLessThanOrEqual(
      LOG_BUFFER_MAX_BYTES,
    )
    expect(kept[0]?.message.startsWith('2')).toBe(true)
    expect(kept.at(-1)?.message.startsWith('11')).toBe(true)
  })
})
