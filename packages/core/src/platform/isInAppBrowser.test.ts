import { describe, expect, it } from 'vitest'
import { isInAppBrowser } from './isInAppBrowser.js'

describe('issue 28: in-app browsers take the redirect mode', () => {
  it('knows Facebook, Instagram, LINE, TikTok, X and Telegram', () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
      'Mozilla/5.0 (Linux; Android 14) Instagram 320.0.0.0',
      'Mozilla/5.0 (iPhone) Mobile/15E148 Safari Line/14.3.0',
      'Mozilla/5.0 (Linux; Android 14) musical_ly TikTok/33.0',
      'Mozilla/5.0 (iPhone) Mobile/15E148 Twitter for iPhone',
      'Mozilla/5.0 (Linux; Android 14) Telegram-Android/10.0',
    ]) {
      expect(isInAppBrowser(agent)).toBe(true)
    }
  })

  it('false for ordinary browsers and outside one', () => {
    expect(isInAppBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/124.0 Safari/537.36')).toBe(false)
    expect(isInAppBrowser('')).toBe(false)
  })
})
