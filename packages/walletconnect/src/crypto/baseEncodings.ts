// Base64 on the platform's btoa/atob and base58btc in a few lines: @scure/base's generic codec
// machinery weighed 2.8 kB gzip in the lazy chunk for these three fixed alphabets.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Encodes bytes as standard base64 (RFC 4648 §4) with `=` padding.
 *
 * @param bytes - The bytes to encode.
 * @returns The base64 text.
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Decodes standard padded base64, strictly: only the canonical text of some bytes is accepted (no
 * whitespace, no missing padding, no non-zero trailing bits).
 *
 * @param text - The base64 text.
 * @returns The bytes.
 * @throws {Error} 'Invalid base64' for any other text.
 */
export function decodeBase64(text: string): Uint8Array {
  let binary: string
  try {
    binary = atob(text)
  } catch {
    throw new Error('Invalid base64')
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  if (encodeBase64(bytes) !== text) throw new Error('Invalid base64')
  return bytes
}

/**
 * Encodes bytes as base64url (RFC 4648 §5) without padding, as in a JWT.
 *
 * @param bytes - The bytes to encode.
 * @returns The base64url text.
 */
export function encodeBase64urlNoPad(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Decodes unpadded base64url strictly (canonical text only, no `=`, no `+` or `/`).
 *
 * @param text - The base64url text.
 * @returns The bytes.
 * @throws {Error} 'Invalid base64url' for any other text.
 */
export function decodeBase64urlNoPad(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('Invalid base64url')
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  try {
    return decodeBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  } catch {
    throw new Error('Invalid base64url')
  }
}

/**
 * Encodes bytes as base58btc (the Bitcoin alphabet; each leading zero byte is a `1`).
 *
 * @param bytes - The bytes to encode.
 * @returns The base58 text.
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] ?? 0) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => BASE58_ALPHABET[digit])
      .join('')
  )
}

/**
 * Decodes base58btc (the Bitcoin alphabet; each leading `1` is a zero byte). Takes time quadratic
 * in the length: callers bound it.
 *
 * @param text - The base58 text.
 * @returns The bytes.
 * @throws {Error} 'Invalid base58' when a character is outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char)
    if (carry < 0) throw new Error('Invalid base58')
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] ?? 0) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
