/**
 * The page's authority and origin: the default domain and URI of a sign-in (EIP-4361 §"Message
 * Format": `domain` is the RFC 3986 authority asking, `uri` the subject of the signing).
 *
 * @returns `{ domain: location.host, uri: location.origin }`, e.g. `{ domain: 'localhost:5173',
 * uri: 'http://localhost:5173' }`; `undefined` where there is no `window.location` (server, Node)
 * or it has no host (`about:blank`).
 */
export function getPageSite(): { domain: string; uri: string } | undefined {
  if (typeof location === 'undefined' || !location.host) return undefined
  return { domain: location.host, uri: location.origin }
}
