import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) => {
    if (part === '') return []
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  }
  const start = parse(head)
  const end = tail === undefined ? [] : parse(tail)
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end]
}

/**
 * What a per-IP rate limit counts for a client address: an IPv4 address as is (also when written
 * IPv4-mapped, `::ffff:1.2.3.4`, as dual-stack sockets report it), an IPv6 address by its /64
 * prefix, e.g. `2001:db8:1:2::/64` (one host or customer usually holds a whole /64, so counting
 * single addresses would let it rotate through 2^64 of them). Anything else is kept as is.
 */
export function rateLimitSubject(ip: string): string {
  const address = ip.split('%')[0] ?? ip // without an IPv6 zone id (`fe80::1%eth0`)
  if (isIPv4(address) || !isIPv6(address)) return ip
  const groups = ipv6Groups(address.toLowerCase())
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
