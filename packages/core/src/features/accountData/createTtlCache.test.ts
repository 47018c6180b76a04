import { expect, test } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

test('an entry lives for its time to live, then is gone', () => {
  let now = 1_000
  const cache = createTtlCache<string>(30_000, () => now)
  cache.set('eip155:1:0xa', 'list')
  now += 29_999
  expect(cache.get('eip155:1:0xa')).toBe('list')
  now += 1
  expect(cache.get('eip155:1:0xa')).toBeUndefined()
  cache.set('k', 'v')
  cache.clear()
  expect(cache.get('k')).toBeUndefined()
})
