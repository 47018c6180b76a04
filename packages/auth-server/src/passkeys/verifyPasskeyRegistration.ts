import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import * as z from 'zod'
import type { Sql } from '../db/createSql.js'
import { takePasskeyChallenge } from './challenges.js'
import { insertPasskeyCredential } from './credentials.js'
import { PASSKEY_ALGORITHMS, type RelyingParty } from './passkeyOptions.js'
import { base64url } from './verifyPasskeyAssertion.js'

/** A transport hint (`internal`, `hybrid`, `usb`, …); unknown future ones are kept as hints. */
const transportSchema = z.string().regex(/^[a-z-]{1,32}$/)

/**
 * A new credential as `@simplewebauthn/browser` returns it, without the extension outputs (the
 * frame sends `prf` apart and keeps the PRF output).
 */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(8192),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(transportSchema).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).optional(),
})

/** The outcome of {@link verifyPasskeyRegistration}. */
export type VerifyPasskeyRegistrationReturnType =
  | {
      ok: true
      credentialId: string
      projectId: string
      deviceType: 'singleDevice' | 'multiDevice'
      backedUp: boolean
    }
  | {
      ok: false
      reason:
        | 'invalid_challenge'
        | 'invalid_attestation'
        | 'credential_exists'
        | 'too_many_passkeys'
    }

/**
 * Checks a new passkey and stores it for the user:
 * 1. takes the user's registration challenge once, else `invalid_challenge`;
 * 2. a `topOrigin` in the client data, when the browser sends one, must be the challenge's host
 *    origin, else `invalid_attestation` (the library does not check it at registration);
 * 3. `verifyRegistrationResponse`: the challenge, the frame's origin, the RP ID, user presence and
 *    verification, an allowed algorithm and the attestation statement, else
 *    `invalid_attestation`;
 * 4. stores the credential (public key, counter, transports, device type, backup state, AAGUID
 *    and `prf`): `too_many_passkeys` when the user holds `MAX_PASSKEYS_PER_USER` already (checked
 *    under a lock of the user, so parallel verifications cannot pass it together),
 *    `credential_exists` when its id is stored already.
 *
 * @param parameters.prf Whether the frame saw `prf.enabled` at creation.
 */
export async function verifyPasskeyRegistration(
  sql: Sql,
  rp: RelyingParty,
  parameters: {
    challengeId: string
    userId: string
    response: z.infer<typeof registrationResponseSchema>
    prf: boolean
    now: Date
  },
): Promise<VerifyPasskeyRegistrationReturnType> {
  const { userId, response, prf, now } = parameters
  const challenge = await takePasskeyChallenge(sql, {
    id: parameters.challengeId,
    purpose: 'register',
    now,
    userId,
  })
  if (!challenge) return { ok: false, reason: 'invalid_challenge' }
  let info: NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']>
  try {
    const { topOrigin } = decodeClientDataJSON(response.response.clientDataJSON)
    if (topOrigin !== undefined && topOrigin !== challenge.origin)
      return { ok: false, reason: 'invalid_attestation' }
    const verified = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: {} } satisfies RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    })
    if (!verified.verified || !verified.registrationInfo)
      return { ok: false, reason: 'invalid_attestation' }
    info = verified.registrationInfo
  } catch {
    return { ok: false, reason: 'invalid_attestation' }
  }
  const { credential } = info
  const stored = await insertPasskeyCredential(sql, {
    id: credential.id,
    userId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    prf,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
  })
  if (stored !== 'created') return { ok: false, reason: stored }
  return {
    ok: true,
    credentialId: credential.id,
    projectId: challenge.projectId,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  }
}
