import { expect, test } from 'vitest'
import { stripInvisible } from './stripInvisible.js'

test('removes control, zero-width and bidi characters, keeps spaces and text', () => {
  expect(stripInvisible('\u202eEvil\u200b Wallet\u0007\u00ad\ufeff')).toBe('Evil Wallet')
  expect(stripInvisible('java\nscript:\t')).toBe('javascript:')
})

test('removes the bidi isolates and the other invisible formatting characters (hostile wallet names)', () => {
  expect(stripInvisible('\u2066Evil Wallet\u2069\u2067\u2068\u061c\u180e\u2028\u2029\ufff9')).toBe(
    'Evil Wallet',
  )
})

test('removes every default-ignorable code point: tag characters, Hangul fillers, blank braille (fuzz)', () => {
  expect(stripInvisible('\u3164\u3164')).toBe('')
  expect(stripInvisible('A\u{E0041}\u206a\u034f\u115f\u1160\uffa0\u{1D173}\u2800B')).toBe('AB')
})
