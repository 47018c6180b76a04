const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g

/**
 * Removes what a person cannot see but a parser or a reader may be fooled by: C0/C1 control
 * characters, the soft hyphen, zero-width characters, line and paragraph separators, every
 * bidirectional formatting character (embeddings, overrides, the isolates U+2066–U+2069, the
 * Arabic letter mark) and interlinear annotation marks. Used on
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
