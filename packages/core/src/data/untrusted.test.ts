import { describe, expect, test } from 'vitest'
import { isSafeImageUrl } from '../format/isSafeImageUrl.js'
import { stripInvisible } from '../format/stripInvisible.js'
import { isHttpOrDataImage, removeInvisible, untrustedImageUrl } from './untrusted.js'

const texts = [
  'USD Coin',
  'U\u200bS\u200dD\u00ad',
  'a\u202eb\u2066c',
  'tag\u{e0041}s',
  'line\u2028break\u2029',
  'ctrl\u0000\u0007\u007f\u0085',
  'braille\u2800blank',
  'annot\ufff9\ufffa\ufffbx',
  'ﾠ\u3164hangul',
  'emoji 👍🏽 and é',
]
const urls = [
  'https://example.org/a.png',
  'http://example.org/a.png',
  'data:image/png;base64,AAAA',
  'DATA:IMAGE/svg+xml,<svg/>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  'ftp://example.org/a.png',
  '/relative.png',
  'not a url',
  '',
]

describe('the lazy chunks’ copies', () => {
  test('removeInvisible strips what stripInvisible strips', () => {
    for (const text of texts) expect(removeInvisible(text)).toBe(stripInvisible(text))
    expect(removeInvisible('U\u200bS\u200dD')).toBe('USD')
  })

  test('isHttpOrDataImage accepts what isSafeImageUrl accepts', () => {
    for (const url of urls) expect(isHttpOrDataImage(url)).toBe(isSafeImageUrl(url))
    expect(untrustedImageUrl.parse('javascript:alert(1)')).toBeUndefined()
    expect(untrustedImageUrl.parse('https://example.org/a.png')).toBe('https://example.org/a.png')
  })
})
