import { describe, expect, it } from 'vitest'
import { detectPlatform } from './detectPlatform.js'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

describe('issue 28: the device family for spec §5 Telegram rules', () => {
  it('reads the user agent', () => {
    expect(detectPlatform({ userAgent: iphone })).toBe('ios')
    expect(detectPlatform({ userAgent: mac, maxTouchPoints: 0 })).toBe('mac')
    expect(detectPlatform({ userAgent: android })).toBe('android')
    expect(detectPlatform({ userAgent: windows })).toBe('other')
  })

  it('counts an iPad that says Macintosh (touch points) as ios', () => {
    expect(detectPlatform({ userAgent: mac, maxTouchPoints: 5 })).toBe('ios')
  })

  it('prefers the client hints platform', () => {
    expect(detectPlatform({ userAgent: windows, userAgentData: { platform: 'Android' } })).toBe(
      'android',
    )
    expect(detectPlatform({ userAgent: windows, userAgentData: { platform: 'macOS' } })).toBe('mac')
  })

  it('other outside a browser', () => {
    expect(detectPlatform(undefined)).toBe('other')
  })
})
