import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { openAesGcm, sealAesGcm } from './aesGcm.js'
import { fromBase64, toBase64 } from './base64.js'

// The ciphertext is bound to the wallet's address (AES-GCM additional data): a recovery share
// cannot be passed off as another wallet's.
const additionalData = (address: string) =>
  new TextEncoder().encode(`latch-recovery-share:${address.toLowerCase()}`)

async function importSecret(secret: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  if (secret.length !== 32)
    throw new AuthFrameError(errorCodes.internal, 'The recovery secret must be 32 bytes.')
  return crypto.subtle.importKey('raw', new Uint8Array(secret), 'AES-GCM', false, [usage])
}

/**
 * Encrypts the recovery share with AES-256-GCM (WebCrypto) under the recovery secret the auth
 * server made for this user (`POST /v1/wallet/recovery-secret`), with a fresh random 96-bit IV.
 *
 * @param share - The recovery share's bytes.
 * @param secret - The 32-byte recovery secret.
 * @param address - The wallet's address, bound to the ciphertext as additional data.
 * @returns base64 of `iv (12 bytes) || ciphertext || tag (16 bytes)`, the API's `recoveryShare`.
 * @throws {AuthFrameError} -32603 when the secret is not 32 bytes.
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  secret: Uint8Array,
  address: string,
): Promise<string> {
  const key = await importSecret(secret, 'encrypt')
  const sealed = await sealAesGcm(key, share, additionalData(address))
  return toBase64(sealed)
}

/**
 * Decrypts a recovery share made by {@link encryptRecoveryShare}.
 *
 * @param sealed - base64 of `iv || ciphertext || tag`.
 * @param secret - The 32-byte recovery secret.
 * @param address - The wallet's address the share was encrypted for.
 * @returns The recovery share's bytes.
 * @throws {AuthFrameError} -32603 when the text is not base64, the secret is wrong, or the
 *   ciphertext, IV, tag or address was tampered with (AES-GCM authentication fails).
 */
export async function decryptRecoveryShare(
  sealed: string,
  secret: Uint8Array,
  address: string,
): Promise<Uint8Array> {
  const key = await importSecret(secret, 'decrypt')
  try {
    return await openAesGcm(key, fromBase64(sealed), additionalData(address))
  } catch (cause) {
    throw new AuthFrameError(errorCodes.internal, 'The recovery share could not be decrypted.', {
      cause,
    })
  }
}
