import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * `entry` as a bare IP address: an IPv4 `:port` suffix and IPv6 `[…]` brackets (with any port)
 * stripped; `undefined` when what remains is not an IPv4 or IPv6 address.
 */
export function parseForwardedIp(entry: string): string | undefined {
  let address = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  return isIP(address) ? address : undefined
}

/**
 * The client's IP. With `proxyHops` 0 it is the socket's peer address. With `proxyHops` N ≥ 1
 * (that many trusted proxies in front, each appending the address it saw) it is the Nth
 * `X-Forwarded-For` entry from the right: entries further left are the client's to forge. The
 * entry is taken without port or brackets; when it is missing, empty or not an IP address, the
 * socket's address is used instead.
 *
 * @param proxyHops Trusted proxies in front (`LATCH_AUTH_TRUST_PROXY`), 0 for none.
 */
export function readClientIp(context: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = context.req.header('x-forwarded-for')?.split(',') ?? []
    const entry = entries.length >= proxyHops ? entries[entries.length - proxyHops] : undefined
    const forwarded = entry === undefined ? undefined : parseForwardedIp(entry)
    if (forwarded) return forwarded
  }
  return getConnInfo(context).remote.address ?? 'unknown'
}
