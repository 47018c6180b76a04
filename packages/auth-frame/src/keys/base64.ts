/**
 * Encodes bytes as standard base64 (RFC 4648 §4, with padding), the form the auth server's API
 * uses for key shares and secrets.
 *
 * @param bytes - Any bytes.
 * @returns The base64 text.
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Decodes standard base64 (RFC 4648 §4).
 *
 * @param text - Base64 text (padding optional).
 * @returns The bytes.
 * @throws {Error} When `text` is not base64.
 */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('Not base64')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
