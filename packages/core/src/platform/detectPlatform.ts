/** The device families the Telegram rules of the social logins tell apart. */
export type Platform = 'ios' | 'mac' | 'android' | 'other'

/** What {@link detectPlatform} reads: `navigator`'s user agent, client hints and touch points. */
export type PlatformNavigator = {
  userAgent: string
  maxTouchPoints?: number | undefined
  userAgentData?: { platform?: string | undefined } | undefined
}

/**
 * The device family of the browser: `'ios'` (iPhone, iPod, iPad — an iPadOS Safari that says
 * "Macintosh" but has touch points counts as ios), `'mac'`, `'android'` or `'other'`. Reads the
 * User-Agent Client Hints' `platform` when the browser gives it, else the user agent. `'other'`
 * outside a browser.
 * @param browser `navigator` by default.
 */
export function detectPlatform(
  browser: PlatformNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Platform {
  if (!browser) return 'other'
  const hinted = browser.userAgentData?.platform?.toLowerCase()
  if (hinted === 'android') return 'android'
  if (hinted === 'ios') return 'ios'
  const agent = browser.userAgent
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios'
  if (/Android/.test(agent)) return 'android'
  if (/Macintosh|Mac OS X/.test(agent) || hinted === 'macos') {
    return (browser.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac'
  }
  return 'other'
}
