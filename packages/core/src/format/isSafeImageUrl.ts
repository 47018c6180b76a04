/**
 * Whether a wallet- or integrator-supplied URL may be shown as an image: only `http:`, `https:` and
 * `data:image/…` URLs are (so `javascript:`, `data:text/html` and relative paths never are).
 *
 * @param url - Untrusted text, possibly `undefined`.
 */
export function isSafeImageUrl(url: string | undefined): url is string {
  if (!url) return false
  if (/^data:image\//i.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
