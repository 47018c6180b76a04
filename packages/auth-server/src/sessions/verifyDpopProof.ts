import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from 'jose'
import * as z from 'zod'
import type { Sql } from '../db/createSql.js'

/** How old a DPoP proof's `iat` may be, in seconds (5 minutes). */
export const DPOP_PROOF_MAX_AGE_SECONDS = 300

/** How far the signer's clock may be off the server's, in seconds. */
export const DPOP_CLOCK_TOLERANCE_SECONDS = 60

const claimsSchema = z.object({
  jti: z.string().min(16).max(128),
  htm: z.string(),
  htu: z.string(),
  iat: z.number().int(),
})

const publicKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
})

/**
 * Checks a DPoP proof (RFC 9449 §4.3) and spends its `jti`: a compact JWT, header `typ`
 * `dpop+jwt`, `alg` ES256, `jwk` a P-256 public key (no private parts) that verifies the
 * signature; claims `htm` and `htu` equal to this request's method and URL (the server's public
 * URL and path, no query), `iat` at most 5 minutes old and not in the future (each with 60 s of
 * tolerance for the signer's clock), and a `jti` (16–128 characters) this key never used before.
 * The `jti`s are kept in `dpop_proofs` until they could not pass the age check anyway (older
 * ones are deleted here).
 *
 * @param proof - The `DPoP` request header.
 * @param parameters.htm - The request's method, e.g. `POST`.
 * @param parameters.htu - The request's URL without query and fragment, as the client names it.
 * @param parameters.now - The server's clock.
 * @returns The key's RFC 7638 SHA-256 thumbprint (base64url), or `undefined` when the proof is
 *   missing, malformed, badly signed, for another request, too old or too new, or replayed.
 */
export async function verifyDpopProof(
  sql: Sql,
  proof: string | undefined,
  parameters: { htm: string; htu: string; now: Date },
): Promise<string | undefined> {
  const { htm, htu, now } = parameters
  if (!proof || proof.length > 2048) return undefined
  let jkt: string
  let jti: string
  try {
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      maxTokenAge: DPOP_PROOF_MAX_AGE_SECONDS,
      clockTolerance: DPOP_CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    })
    const claims = claimsSchema.parse(payload)
    if (claims.htm !== htm || claims.htu !== htu) return undefined
    const jwk = publicKeySchema.parse(protectedHeader.jwk)
    jkt = await calculateJwkThumbprint(jwk, 'sha256')
    jti = claims.jti
  } catch {
    return undefined
  }
  const keepUntil = new Date(
    now.getTime() + (DPOP_PROOF_MAX_AGE_SECONDS + 2 * DPOP_CLOCK_TOLERANCE_SECONDS) * 1000,
  )
  await sql`delete from dpop_proofs where expires_at < ${now}`
  const spent = await sql`
    insert into dpop_proofs (jkt, jti, expires_at) values (${jkt}, ${jti}, ${keepUntil})
    on conflict do nothing returning jti`
  return spent.length === 1 ? jkt : undefined
}
