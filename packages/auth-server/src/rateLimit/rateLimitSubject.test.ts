import { expect, test } from 'vitest'
import { rateLimitSubject } from './rateLimitSubject.js'

test('IPv4 addresses are counted as they are, also IPv4-mapped', () => {
  expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
  expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(rateLimitSubject('::FFFF:cb00:7107')).toBe('203.0.113.7')
  expect(rateLimitSubject('unknown')).toBe('unknown')
})

test('IPv6 addresses are counted by their /64 prefix', () => {
  const prefix = '2001:db8:1:2::/64'
  for (const address of [
    '2001:db8:1:2::1',
    '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
    '2001:db8:1:2:a:b:c:d',
    '2001:db8:1:2::1.2.3.4',
  ]) {
    expect(rateLimitSubject(address)).toBe(prefix)
  }
  expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
  expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
})
