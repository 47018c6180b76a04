import { openAesGcm, sealAesGcm } from './aesGcm.js'

// The ciphertext is bound to its place (AES-GCM additional data): a record copied under another
// project, user or address does not decrypt.
const additionalData = (place: { projectId: string; userId: string; address: string }) =>
  new TextEncoder().encode(
    `latch-device-share:${place.projectId}:${place.userId}:${place.address.toLowerCase()}`,
  )

/**
 * Makes the key this device's shares are kept under at rest: AES-256-GCM, not extractable (it
 * can be stored in IndexedDB and used by this origin's scripts, never read out by them).
 */
export function createDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

/**
 * Encrypts a device share for storage, with a fresh random 96-bit IV.
 *
 * @param key - The device key, from {@link createDeviceKey}.
 * @param share - The share's bytes.
 * @param place - The project, user and wallet address the share belongs to (additional data).
 * @returns `iv (12 bytes) || ciphertext || tag (16 bytes)`.
 */
export function sealDeviceShare(
  key: CryptoKey,
  share: Uint8Array,
  place: { projectId: string; userId: string; address: string },
): Promise<Uint8Array> {
  return sealAesGcm(key, share, additionalData(place))
}

/**
 * Decrypts a share made by {@link sealDeviceShare}.
 *
 * @returns The share's bytes, or `undefined` when the key, the place or the bytes do not match
 *   (AES-GCM authentication fails).
 */
export async function openDeviceShare(
  key: CryptoKey,
  sealed: Uint8Array,
  place: { projectId: string; userId: string; address: string },
): Promise<Uint8Array | undefined> {
  return openAesGcm(key, sealed, additionalData(place)).catch(() => undefined)
}
