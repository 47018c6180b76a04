import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts `plaintext` with AES-256-GCM under `key` (32 bytes), authenticating `context` too (the
 * row it belongs to, so a sealed value moved to another user's row does not open).
 *
 * @returns `iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext`.
 */
export function sealWithKey(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext])
}

/**
 * Decrypts what {@link sealWithKey} made.
 *
 * @throws {Error} `Unsupported state or unable to authenticate data` (node:crypto) when the key,
 *   the context or the bytes are wrong.
 */
export function openWithKey(key: Buffer, sealed: Buffer, context: string): Buffer {
  const iv = sealed.subarray(0, IV_BYTES)
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES)
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
}
