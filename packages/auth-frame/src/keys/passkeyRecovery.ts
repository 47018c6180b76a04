import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { openAesGcm, sealAesGcm } from './aesGcm.js'
import { fromBase64, toBase64 } from './base64.js'

/**
 * The PRF input the frame gives every passkey (`extensions.prf.eval.first`), the same for each
 * credential so a discoverable login can ask before it knows which one answers:
 * SHA-256 of the UTF-8 text `latch/passkey-prf/v1` (32 bytes). The auth server never chooses it.
 * A constant, so a click starts the prompt with nothing awaited first.
 */
export const PRF_SALT: Uint8Array = Uint8Array.from(
  'f7859e7d36fd6d9669d2f40c6cf8a97b2a90f0c77574a021607d466589117457'.match(/../g) ?? [],
  (pair) => Number.parseInt(pair, 16),
)

const KEY_INFO = new TextEncoder().encode('latch/recovery-share-key/v1')

/** Where a wrapped share belongs: it opens only for the same project, user, wallet and passkey. */
export type PasskeyRecoveryPlace = {
  projectId: string
  userId: string
  /** The wallet's 0x address (bound lower-cased). */
  address: string
  /** The passkey's credential id, base64url (as WebAuthn's `id`). */
  credentialId: string
}

/** Decodes base64url (RFC 4648 §5, padding optional). */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Not base64url')
  const padded = text.replaceAll('-', '+').replaceAll('_', '/')
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4))
}

const additionalData = (place: PasskeyRecoveryPlace) =>
  new TextEncoder().encode(
    `latch/passkey-recovery/v1:${place.projectId}:${place.userId}:${place.address.toLowerCase()}:${place.credentialId}`,
  )

/**
 * The AES-256-GCM key (non-extractable) a passkey's PRF output opens: HKDF-SHA-256 with the PRF
 * output as key material, the raw credential id as salt and `latch/recovery-share-key/v1` as info.
 */
async function deriveKey(prfOutput: Uint8Array, credentialId: string): Promise<CryptoKey> {
  if (prfOutput.length !== 32)
    throw new AuthFrameError(errorCodes.internal, 'The passkey’s PRF output must be 32 bytes.', {
      reason: 'passkey_failed',
    })
  // importKey takes its own copy at once: this one (an ArrayBuffer-backed view) is zeroed after.
  const copy = new Uint8Array(prfOutput)
  let material: CryptoKey
  try {
    material = await crypto.subtle.importKey('raw', copy, 'HKDF', false, ['deriveKey'])
  } finally {
    copy.fill(0)
  }
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(fromBase64Url(credentialId)),
      info: KEY_INFO,
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Wraps this device's key share under a passkey's PRF output (the recovery factor the auth server
 * cannot open): `iv (12) ‖ AES-256-GCM(share) ‖ tag (16)` with a key from {@link deriveKey} and
 * additional data `latch/passkey-recovery/v1:{projectId}:{userId}:{address lowercase}:{credentialId}`.
 * The caller zeroes `prfOutput` after use.
 *
 * @param share - The device's own non-auth share (33 bytes for a 32-byte key).
 * @param prfOutput - The passkey's PRF output for {@link PRF_SALT} (32 bytes).
 * @param place - The project, user, wallet and passkey the share is bound to.
 * @returns base64 of the wrapped share (61 bytes for a 33-byte share), the API's `wrappedShare`.
 * @throws {AuthFrameError} -32603 'The passkey’s PRF output must be 32 bytes.'
 */
export async function wrapRecoveryShare(
  share: Uint8Array,
  prfOutput: Uint8Array,
  place: PasskeyRecoveryPlace,
): Promise<string> {
  const key = await deriveKey(prfOutput, place.credentialId)
  return toBase64(await sealAesGcm(key, share, additionalData(place)))
}

/**
 * Opens a share {@link wrapRecoveryShare} made.
 *
 * @param wrapped - base64 of the wrapped share.
 * @param prfOutput - The same passkey's PRF output for {@link PRF_SALT}.
 * @param place - The project, user, wallet and passkey it was wrapped for.
 * @returns The share's bytes.
 * @throws {AuthFrameError} -32603 with `reason: 'passkey_failed'`: 'The passkey could not open the
 *   recovery share.' (another passkey or output, another place, tampered or malformed bytes).
 */
export async function unwrapRecoveryShare(
  wrapped: string,
  prfOutput: Uint8Array,
  place: PasskeyRecoveryPlace,
): Promise<Uint8Array> {
  const key = await deriveKey(prfOutput, place.credentialId)
  try {
    return await openAesGcm(key, fromBase64(wrapped), additionalData(place))
  } catch (cause) {
    throw new AuthFrameError(
      errorCodes.internal,
      'The passkey could not open the recovery share.',
      { reason: 'passkey_failed', cause },
    )
  }
}
