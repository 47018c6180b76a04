const INVISIBLE =
  // Default_Ignorable_Code_Point covers the soft hyphen, zero-width and bidi characters, the tag
  // characters, Hangul fillers and variation selectors; the rest are controls, separators, the
  // interlinear annotation marks and the blank braille pattern.
  /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029\ufff9-\ufffb\u2800]/gu

/**
 * Removes what a person cannot see but a parser or a reader may be fooled by: C0/C1 control
 * characters, every Unicode default-ignorable code point (the soft hyphen, zero-width characters,
 * every bidirectional formatting character, tag characters, Hangul fillers, variation selectors),
 * line and paragraph separators, interlinear annotation marks and the blank braille pattern. Used on
 * wallet-supplied names and links before they are shown or parsed.
 *
 * @param text - Untrusted text, e.g. an EIP-6963 wallet name.
 * @returns The text without those characters (spaces are kept).
 *
 * @example
 * stripInvisible('\u202eEvil\u200bWallet') // 'EvilWallet'
 */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}
