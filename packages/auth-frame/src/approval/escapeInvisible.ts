// Controls (but tab and line breaks), every default-ignorable code point (zero-width and bidi
// characters, the soft hyphen, tag characters, Hangul fillers), format characters, line and
// paragraph separators. Emoji variation selectors (U+FE00–U+FE0F) are left alone.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/gu
const KEPT = /^[\t\n\r]$/

/**
 * Shows what a person cannot see: each control, zero-width, bidirectional formatting or other
 * invisible character becomes a visible escape like `⟨U+202E⟩` (tabs and line breaks are kept).
 *
 * @param text - Untrusted text to show, e.g. a `personal_sign` message.
 * @returns The text with the escapes, and whether any character was escaped.
 * @example escapeInvisible('a\u202eb') // { text: 'a⟨U+202E⟩b', escaped: true }
 */
export function escapeInvisible(text: string): { text: string; escaped: boolean } {
  let escaped = false
  const shown = text.replace(INVISIBLE, (character) => {
    const code = character.codePointAt(0) ?? 0
    if (KEPT.test(character) || (code >= 0xfe00 && code <= 0xfe0f)) return character
    escaped = true
    return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`
  })
  return { text: shown, escaped }
}
