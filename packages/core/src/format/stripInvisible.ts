// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g

/**
 * Removes what a person cannot see but a parser or a reader may be fooled by: C0/C1 control
 * characters, the soft hyphen, zero-width and bidirectional formatting characters. Used on
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
