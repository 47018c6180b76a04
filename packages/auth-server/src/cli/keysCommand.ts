import { randomBytes } from 'node:crypto'
import type { CliIo } from './CliIo.js'

/**
 * Fresh secrets for the auth server, as `NAME=value` lines (an env file): the access tokens'
 * HS256 key and the one-time codes' HMAC key (32 random bytes each, base64url: 43 characters), and
 * the AES-256-GCM keys of the auth shares and of the recovery secrets (32 random bytes each,
 * base64).
 */
export function freshSecrets(): string[] {
  return [
    `LATCH_AUTH_JWT_SECRET=${randomBytes(32).toString('base64url')}`,
    `LATCH_AUTH_CODE_SECRET=${randomBytes(32).toString('base64url')}`,
    `LATCH_AUTH_SHARE_KEY=${randomBytes(32).toString('base64')}`,
    `LATCH_AUTH_RECOVERY_KEY=${randomBytes(32).toString('base64')}`,
  ]
}

/** `latch-auth-server keys`: prints {@link freshSecrets} on standard output, nothing else. */
export async function runKeys(io: CliIo): Promise<number> {
  for (const line of freshSecrets()) io.out(line)
  return 0
}
