const IV_BYTES = 12

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
export async function sealDeviceShare(
  key: CryptoKey,
  share: Uint8Array,
  place: { projectId: string; userId: string; address: string },
): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(place) },
      key,
      new Uint8Array(share),
    ),
  )
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length)
  sealed.set(iv)
  sealed.set(ciphertext, IV_BYTES)
  return sealed
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
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES), additionalData: additionalData(place) },
      key,
      sealed.slice(IV_BYTES),
    )
    return new Uint8Array(plaintext)
  } catch {
    return undefined
  }
}
