/**
 * Whether this page runs in a frame of another origin (reading the top window's origin throws
 * across origins). `false` outside a browser and in a top-level page.
 */
export function isFramedByAnotherOrigin(): boolean {
  if (typeof window === 'undefined' || window.top === window) return false
  try {
    return window.top?.location.origin !== window.location.origin
  } catch {
    return true
  }
}
