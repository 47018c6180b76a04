import { expect, test } from 'vitest'
import { toPlainText, toSafeImageUrl } from './untrusted.js'

test('toPlainText removes invisible and control characters, trims, caps by code point', () => {
  expect(toPlainText('  \u202eEvil\u200b\u0007 <script>x</script> ', 100)).toBe(
    'Evil <script>x</script>',
  )
  expect(toPlainText('😀😀😀', 2)).toBe('😀😀')
  expect(toPlainText('\u200b\u2066', 10)).toBe('')
})

test('toSafeImageUrl keeps http(s) and data:image only, within the length cap', () => {
  expect(toSafeImageUrl('https://x.example/a.png')).toBe('https://x.example/a.png')
  expect(toSafeImageUrl('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==')
  expect(toSafeImageUrl('javascript:alert(1)')).toBeUndefined()
  expect(toSafeImageUrl('data:text/html,<b>')).toBeUndefined()
  expect(toSafeImageUrl(`data:image/png;base64,${'A'.repeat(100_000)}`)).toBeUndefined()
  expect(toSafeImageUrl(undefined)).toBeUndefined()
})
