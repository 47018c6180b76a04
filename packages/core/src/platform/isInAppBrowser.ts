/**
 * Whether `userAgent` is a known in-app browser (Facebook, Instagram, LINE, TikTok, X/Twitter,
 * Telegram), where login popups do not work: a social login goes through a redirect there.
 * @param userAgent `navigator.userAgent` by default (`''` outside a browser: `false`).
 */
export function isInAppBrowser(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /FBAN|FBAV|Instagram|Line\/|TikTok|Twitter|Telegram/.test(userAgent)
}
