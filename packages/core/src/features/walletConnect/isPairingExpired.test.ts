import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRED_WITHIN_MS, PAIRING_EXPIRY_MS } from './constants.js'
import { isPairingExpired } from './isPairingExpired.js'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('spec §4 "Pairing expires after 4 minutes and counts as expired within 10 s of expiry"', () => {
  it('§9 "Pairing expiry 4 min, expired within 10 s": the constants', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
    expect(PAIRING_EXPIRED_WITHIN_MS).toBe(10_000)
  })

  it('a URI just received is live until 10 s before its expiry, then expired', () => {
    const expiry = Date.now() + PAIRING_EXPIRY_MS
    expect(isPairingExpired(expiry, Date.now())).toBe(false)
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_WITHIN_MS - 1)
    expect(isPairingExpired(expiry, Date.now())).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isPairingExpired(expiry, Date.now())).toBe(true)
    vi.advanceTimersByTime(PAIRING_EXPIRED_WITHIN_MS)
    expect(isPairingExpired(expiry, Date.now())).toBe(true)
  })

  it('no expiry counts as expired', () => {
    expect(isPairingExpired(undefined, Date.now())).toBe(true)
  })
})
