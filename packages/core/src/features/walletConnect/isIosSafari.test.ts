import { afterEach, describe, expect, it, vi } from 'vitest'
import { isIosSafari } from './isIosSafari.js'

const userAgents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
}

function browse(userAgent: string, maxTouchPoints = 5) {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints })
}

afterEach(() => vi.unstubAllGlobals())

describe('spec §4 "… or iOS Safari": detecting iOS Safari', () => {
  it('false on the server (no navigator)', () => {
    vi.stubGlobal('navigator', undefined)
    expect(isIosSafari()).toBe(false)
  })

  it('Safari on iPhone, and on iPadOS asking for the desktop site', () => {
    browse(userAgents.iPhoneSafari)
    expect(isIosSafari()).toBe(true)
    browse(userAgents.macSafari, 5)
    expect(isIosSafari()).toBe(true)
  })

  it('not Chrome for iOS, not an in-app web view, not a Mac, not Android', () => {
    browse(userAgents.iPhoneChrome)
    expect(isIosSafari()).toBe(false)
    browse(userAgents.iPhoneWebView)
    expect(isIosSafari()).toBe(false)
    browse(userAgents.macSafari, 0)
    expect(isIosSafari()).toBe(false)
    browse(userAgents.android)
    expect(isIosSafari()).toBe(false)
  })
})
