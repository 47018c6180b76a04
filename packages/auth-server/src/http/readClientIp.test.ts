import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { parseForwardedIp, readClientIp } from './readClientIp.js'

/** The socket peer of every request here (the proxy in front, or a client reaching the port). */
const PEER = '10.0.0.5'

/** The IP `readClientIp` gives for a request with this `X-Forwarded-For`, `proxyHops` trusted. */
const clientIp = async (proxyHops: number, forwarded?: string | string[]) => {
  const app = new Hono().get('/', (context) => context.text(readClientIp(context, proxyHops)))
  const headers = new Headers()
  for (const value of [forwarded ?? []].flat()) headers.append('x-forwarded-for', value)
  const env = { incoming: { socket: { remoteAddress: PEER } } }
  return (await app.request('/', { headers }, env)).text()
}

describe('parseForwardedIp', () => {
  test('strips an IPv4 port and IPv6 brackets, and refuses what is not an IP', () => {
    expect(parseForwardedIp(' 1.2.3.4 ')).toBe('1.2.3.4')
    expect(parseForwardedIp('1.2.3.4:51234')).toBe('1.2.3.4')
    expect(parseForwardedIp('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(parseForwardedIp('[2001:db8::1]')).toBe('2001:db8::1')
    expect(parseForwardedIp('2001:db8::1')).toBe('2001:db8::1')
    for (const bad of ['', ' ', 'unknown', '1.2.3.4:x', '999.1.1.1', '[1.2.3.4', 'a.b.c.d'])
      expect(parseForwardedIp(bad)).toBeUndefined()
  })
})

describe('readClientIp', () => {
  test('without a trusted proxy, the socket address whatever the header says', async () => {
    expect(await clientIp(0, '203.0.113.9')).toBe(PEER)
  })

  test('one trusted proxy: the last entry, without its port or brackets', async () => {
    expect(await clientIp(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
    expect(await clientIp(1, '203.0.113.9:51234')).toBe('203.0.113.9')
    expect(await clientIp(1, '[2001:db8::1]:443')).toBe('2001:db8::1')
    // Duplicate header lines are joined in order: the last one is the proxy's.
    expect(await clientIp(1, ['198.51.100.1', '203.0.113.9'])).toBe('203.0.113.9')
  })

  test('two trusted proxies (CDN, then ingress): the second entry from the right', async () => {
    // The client forged 198.51.100.1; the CDN appended the client, the ingress the CDN's egress.
    expect(await clientIp(2, '198.51.100.1, 203.0.113.9, 192.0.2.7')).toBe('203.0.113.9')
    expect(await clientIp(2, '203.0.113.9:4000, 192.0.2.7')).toBe('203.0.113.9')
  })

  test('an empty entry a client sent is not taken, nor does it make the proxy the client', async () => {
    // Through one appending proxy: the client's `a, ` becomes `a, , <client>`.
    expect(await clientIp(1, 'a, , 203.0.113.9')).toBe('203.0.113.9')
    // Straight to the port (no proxy appended): the socket is the client itself.
    expect(await clientIp(1, 'a, ')).toBe(PEER)
  })

  test('a missing, short or invalid header falls back to the socket address', async () => {
    expect(await clientIp(1)).toBe(PEER)
    expect(await clientIp(1, 'unknown')).toBe(PEER)
    expect(await clientIp(1, '203.0.113.9, ')).toBe(PEER)
    expect(await clientIp(2, '203.0.113.9')).toBe(PEER)
  })
})
