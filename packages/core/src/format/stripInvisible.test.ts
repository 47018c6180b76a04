import { expect, test } from 'vitest'
import { stripInvisible } from './stripInvisible.js'

test('removes control, zero-width and bidi characters, keeps spaces and text', () => {
  expect(stripInvisible('\u202eEvil\u200b Wallet\u0007\u00ad\ufeff')).toBe('Evil Wallet')
  expect(stripInvisible('java\nscript:\t')).toBe('javascript:')
})
