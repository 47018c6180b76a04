import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { type AuthServerConfig, isRpIdOf } from '../config.js'
import type { CredentialDescriptor } from './credentials.js'

/** How long the browser's passkey prompt may stay open, in milliseconds (5 minutes). */
export const PASSKEY_TIMEOUT_MS = 300_000

/** The COSE algorithms a new passkey may use: Ed25519, ES256, RS256. */
export const PASSKEY_ALGORITHMS = [-8, -7, -257]

/** Where passkeys live: the relying party id and name, and the origin ceremonies run on (the frame's). */
export type RelyingParty = { rpId: string; rpName: string; origin: string }

/**
 * The passkeys' relying party: `LATCH_AUTH_PASSKEY_RP_ID` or the public URL's host, and the
 * public URL's origin (the frame's) as every ceremony's expected origin.
 *
 * @returns The relying party, or `undefined` when passkeys are off (the host is an IP address, or
 *   the RP ID is no suffix of it).
 */
export function passkeyRelyingParty(
  config: Pick<AuthServerConfig, 'publicUrl' | 'passkeyRpId' | 'passkeyRpName'>,
): RelyingParty | undefined {
  const url = new URL(config.publicUrl)
  const rpId = config.passkeyRpId ?? url.hostname
  if (!isRpIdOf(rpId, config.publicUrl)) return undefined
  return { rpId, rpName: config.passkeyRpName, origin: url.origin }
}

/**
 * A discoverable login's options: no `allowCredentials`, user verification required, 5 minutes.
 *
 * @param challenge The challenge's bytes (`createPasskeyChallenge`).
 */
export function loginOptions(
  rp: RelyingParty,
  challenge: Uint8Array<ArrayBuffer>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge,
    userVerification: 'required',
    timeout: PASSKEY_TIMEOUT_MS,
  })
}

/**
 * The recovery confirmation's options: an assertion by one of `allow` (the user's PRF passkeys
 * with no confirmed share in the project), user verification required, 5 minutes.
 */
export function recoveryOptions(
  rp: RelyingParty,
  challenge: Uint8Array<ArrayBuffer>,
  allow: CredentialDescriptor[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge,
    allowCredentials: allow,
    userVerification: 'required',
    timeout: PASSKEY_TIMEOUT_MS,
  })
}

/**
 * A new passkey's options: a discoverable credential with user verification, no attestation,
 * Ed25519/ES256/RS256, excluding the user's passkeys; `user.id` is the user's uuid as 16 bytes,
 * `user.name` their email, else their provider username, else `wallet`, and `user.displayName`
 * that name with the host page's host (`ada@example.com (app.example.com)`).
 *
 * @param parameters.hostOrigin The verified host page origin.
 */
export function registrationOptions(
  rp: RelyingParty,
  parameters: {
    challenge: Uint8Array<ArrayBuffer>
    user: { id: string; email: string | null; username: string | null }
    hostOrigin: string
    exclude: CredentialDescriptor[]
  },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { challenge, user, hostOrigin, exclude } = parameters
  const userName = user.email ?? user.username ?? 'wallet'
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userID: userIdBytes(user.id),
    userName,
    userDisplayName: `${userName} (${new URL(hostOrigin).host})`,
    challenge,
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: exclude,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  })
}

/** A user's uuid as the 16 bytes a passkey's user handle holds. */
export function userIdBytes(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'))
}
