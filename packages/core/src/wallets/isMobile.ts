/**
 * Whether the page runs on a phone or tablet (User-Agent Client Hints when available, else the
 * user agent). `false` during server rendering.
 */
export function isMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData
  if (hints?.mobile !== undefined) return hints.mobile
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
