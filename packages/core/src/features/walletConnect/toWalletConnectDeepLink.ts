import { stripInvisible } from '../../format/stripInvisible.js'

/** Schemes a deep link must never use: they run code, read files or leak the URI in clear text. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'http:',
])

/**
 * A wallet's WalletConnect deep link: its custom scheme (`metamask:` or
 * `metamask://`) or universal link (`https://metamask.app.link/`) followed by `wc?uri=` and the
 * encoded `wc:` URI. The wallet's link comes from the registry or the integrator, so it is
 * untrusted: invisible and control characters are removed, then it is parsed with `URL`, and only
 * `https:` and custom schemes pass — never `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`,
 * `about:` nor plain `http:` (the URI carries the pairing key).
 *
 * @param mobileLink - The wallet's link, e.g. `'metamask://'` or `'https://metamask.app.link'`.
 * @param uri - The `wc:` pairing URI (EIP-1328).
 * @returns The link to open, or `undefined` when the wallet's link is not safe to open.
 *
 * @example
 * toWalletConnectDeepLink('metamask://', 'wc:abc@2?…') // 'metamask://wc?uri=wc%3Aabc%402%3F…'
 * toWalletConnectDeepLink('java\nscript:alert(1)//', 'wc:…') // undefined
 */
export function toWalletConnectDeepLink(mobileLink: string, uri: string): string | undefined {
  if (typeof mobileLink !== 'string') return undefined
  const link = stripInvisible(mobileLink).replace(/\s/g, '')
  const base = link.includes('://') ? link : `${link.replace(/\/$/, '').replace(/:$/, '')}://`
  if (!URL.canParse(base)) return undefined
  const { protocol } = new URL(base)
  if (FORBIDDEN_SCHEMES.has(protocol) || !/^[a-z][a-z0-9+.-]*:$/.test(protocol)) return undefined
  const separator = base.endsWith('/') || base.endsWith(':') ? '' : '/'
  return `${base}${separator}wc?uri=${encodeURIComponent(uri)}`
}
