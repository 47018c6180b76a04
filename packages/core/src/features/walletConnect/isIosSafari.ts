/**
 * Whether the page runs in Safari on iOS or iPadOS, from the user agent: an iPhone,
 * iPad or iPod, or a "Macintosh" with a touch screen (iPadOS asks for desktop sites), whose
 * browser is Safari itself, not Chrome, Firefox, Edge or Opera for iOS, nor an in-app web view
 * (which lacks the "Safari/" token). `false` during server rendering.
 */
export function isIosSafari(): boolean {
  if (typeof navigator === 'undefined') return false
  const { userAgent, maxTouchPoints } = navigator
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\//.test(userAgent)
}
