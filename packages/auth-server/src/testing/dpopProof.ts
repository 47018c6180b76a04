import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

/** A test client's DPoP key: the private key signs, the public JWK goes in each proof's header. */
export type DpopKey = { privateKey: CryptoKey; jwk: JWK }

/** Makes a P-256 {@link DpopKey} (private key non-extractable, as the frame's). */
export async function createDpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  return { privateKey, jwk: await exportJWK(publicKey) }
}

/**
 * Signs a DPoP proof (RFC 9449) for a request, as the frame does.
 *
 * @param key - The signing key.
 * @param claims.htu - The request's URL (e.g. `${server.url}/v1/session/refresh`).
 * @param claims.htm - Its method, `POST` unless given.
 * @param claims.iat - Issued-at, in seconds; now unless given.
 * @param claims.jti - The proof's id; a random UUID unless given.
 */
export function createDpopProof(
  key: DpopKey,
  claims: { htu: string; htm?: string; iat?: number; jti?: string },
): Promise<string> {
  return new SignJWT({
    htm: claims.htm ?? 'POST',
    htu: claims.htu,
    jti: claims.jti ?? randomUUID(),
    iat: claims.iat ?? Math.floor(Date.now() / 1000),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.jwk })
    .sign(key.privateKey)
}
