import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRY_MS } from './constants.js'
import { shouldReusePairing } from './shouldReusePairing.js'

const uri = 'wc:7f6e…@2?relay-protocol=irn&symKey=587d…'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('spec §4 "On Telegram or iOS Safari the WalletConnect pairing is reused unless expired"', () => {
  const received = () => ({ uri, expiry: Date.now() + PAIRING_EXPIRY_MS, now: Date.now() })

  it('Telegram and iOS Safari keep a live URI', () => {
    const live = received()
    expect(shouldReusePairing({ isTelegram: true, isIosSafari: false, ...live })).toBe(true)
    expect(shouldReusePairing({ isTelegram: false, isIosSafari: true, ...live })).toBe(true)
  })

  it('"… unless expired": 4 min minus 10 s later they ask for a new one', () => {
    const { expiry } = received()
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - 10_000)
    const now = Date.now()
    expect(shouldReusePairing({ isTelegram: true, isIosSafari: true, uri, expiry, now })).toBe(
      false,
    )
  })

  it('with no URI yet there is nothing to reuse', () => {
    const now = Date.now()
    const expiry = now + PAIRING_EXPIRY_MS
    const noUri = { isTelegram: true, isIosSafari: false, uri: undefined, expiry, now }
    expect(shouldReusePairing(noUri)).toBe(false)
  })

  it('elsewhere every attempt gets a new URI, however fresh the old one', () => {
    expect(shouldReusePairing({ isTelegram: false, isIosSafari: false, ...received() })).toBe(false)
  })
})
