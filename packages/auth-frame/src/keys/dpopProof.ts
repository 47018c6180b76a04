import { toBase64 } from './base64.js'

/**
 * Makes the key a session's refresh token is bound to: an ECDSA P-256 pair whose private key is
 * not extractable (WebCrypto signs with it; no script, ours included, can read it out), kept in
 * this origin's IndexedDB with the token.
 */
export function createProofKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
}

const base64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)))

/**
 * Signs a DPoP proof (RFC 9449 §4.2) for one request to the auth server: a compact JWT with header
 * `typ` `dpop+jwt`, `alg` ES256 and `jwk` the public key; claims `jti` (16 random bytes,
 * base64url), `htm`, `htu` and `iat`.
 *
 * @param key - The session's key pair, from {@link createProofKey}.
 * @param claims.htm - The request's method, e.g. `POST`.
 * @param claims.htu - The request's URL without query and fragment.
 * @param claims.iat - The time, in seconds since the epoch (the server's clock, as near as known).
 * @returns The proof, for the request's `DPoP` header.
 */
export async function createDpopProof(
  key: CryptoKeyPair,
  claims: { htm: string; htu: string; iat: number },
): Promise<string> {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key.publicKey)
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } }
  const jti = base64Url(crypto.getRandomValues(new Uint8Array(16)))
  const input = `${encodeJson(header)}.${encodeJson({ jti, ...claims })}`
  // WebCrypto's ECDSA signature is r || s, 32 bytes each: JWS's ES256 form (RFC 7518 §3.4).
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    new TextEncoder().encode(input),
  )
  return `${input}.${base64Url(new Uint8Array(signature))}`
}
