import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './isSafeImageUrl.js'

describe('isSafeImageUrl (only http(s): and data:image/ URLs are shown)', () => {
  it.each([
    'https://example.org/a.png',
    'http://127.0.0.1/a.svg',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true))
  it.each([
    undefined,
    '',
    'javascript:alert(1)',
    'data:text/html,<script>',
    '/relative.png',
    'ftp://x/y.png',
  ])('refuses %s', (url) => expect(isSafeImageUrl(url)).toBe(false))
})
