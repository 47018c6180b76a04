import { createHash } from 'node:crypto'

/** A refresh token's stored form: SHA-256 of its base64url text. */
export function hashRefreshToken(refreshToken: string): Buffer {
  return createHash('sha256').update(refreshToken).digest()
}
