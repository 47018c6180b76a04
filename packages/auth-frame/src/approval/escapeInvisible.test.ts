import { describe, expect, test } from 'vitest'
import { escapeInvisible } from './escapeInvisible.js'

describe('escapeInvisible', () => {
  test('bidi, zero-width, tag and control characters become ⟨U+…⟩; tabs, line breaks, emoji stay', () => {
    expect(escapeInvisible('a\u202eb\u200bc\u2066d\u{e0041}\u0007')).toEqual({
      text: 'a⟨U+202E⟩b⟨U+200B⟩c⟨U+2066⟩d⟨U+E0041⟩⟨U+0007⟩',
      escaped: true,
    })
    expect(escapeInvisible('Hello\tLatch\r\n❤️')).toEqual({
      text: 'Hello\tLatch\r\n❤️',
      escaped: false,
    })
  })
})
