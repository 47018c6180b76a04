import { afterEach, describe, expect, it, vi } from 'vitest'
import { isTelegram } from './isTelegram.js'

afterEach(() => vi.unstubAllGlobals())

describe('spec §4 "On Telegram …": detecting Telegram', () => {
  it('false on the server (no window)', () => {
    expect(isTelegram()).toBe(false)
  })

  it('true when Telegram injected its web view proxy or WebApp object', () => {
    vi.stubGlobal('window', {})
    expect(isTelegram()).toBe(false)
    vi.stubGlobal('window', { TelegramWebviewProxy: { postEvent() {} } })
    expect(isTelegram()).toBe(true)
    vi.stubGlobal('window', { Telegram: { WebApp: {} } })
    expect(isTelegram()).toBe(true)
  })
})
