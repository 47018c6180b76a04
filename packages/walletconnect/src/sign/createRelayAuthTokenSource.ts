import { createRelayAuthJwt, generateRelayAuthSeed } from '../relayAuth/relayAuthJwt.js'
import type { SignClientStorage } from './types.js'

/** How long a relay-auth JWT is valid, in seconds (the relay-auth spec's default, one day). */
const RELAY_AUTH_TTL_SECONDS = 86_400

/** A JWT kept for reuse has to have at least this long left, in ms. */
const REUSE_MARGIN_MS = 3_600_000

/**
 * The relay-auth JWTs of one client (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth):
 * its Ed25519 seed (the client id) is kept in storage, and so is the last JWT, reused for its
 * audience while it has more than an hour left — one signature a day, not one per page load.
 *
 * @param parameters - `storage` (memory only when absent) and the key `prefix`.
 * @returns A function giving the JWT for an audience (the relay URL).
 */
export function createRelayAuthTokenSource(parameters: {
  storage: SignClientStorage | undefined
  prefix: string
}): (aud: string) => string {
  const { storage, prefix } = parameters
  const keys = { seed: `${prefix}:relayAuthSeed`, jwt: `${prefix}:relayAuthJwt` }
  let memorySeed: Uint8Array | undefined

  function seed(): Uint8Array {
    const stored = storage?.get(keys.seed)
    if (typeof stored === 'string' && /^[0-9a-f]{64}$/.test(stored)) {
      return Uint8Array.from(stored.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
    }
    memorySeed ??= generateRelayAuthSeed()
    storage?.set(
      keys.seed,
      Array.from(memorySeed, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    )
    return memorySeed
  }

  return (aud) => {
    const stored = storage?.get(keys.jwt) as
      | { aud?: unknown; jwt?: unknown; exp?: unknown }
      | undefined
    const now = Date.now()
    // A stored token is reused only if it is shaped like a JWT and expires within a day.
    if (
      stored?.aud === aud &&
      typeof stored.jwt === 'string' &&
      /^[\w-]+\.[\w-]+\.[\w-]+$/.test(stored.jwt) &&
      typeof stored.exp === 'number' &&
      stored.exp * 1000 > now + REUSE_MARGIN_MS &&
      stored.exp * 1000 <= now + RELAY_AUTH_TTL_SECONDS * 1000
    )
      return stored.jwt
    const jwt = createRelayAuthJwt({ seed: seed(), aud, now, ttl: RELAY_AUTH_TTL_SECONDS })
    storage?.set(keys.jwt, { aud, jwt, exp: Math.floor(now / 1000) + RELAY_AUTH_TTL_SECONDS })
    return jwt
  }
}
