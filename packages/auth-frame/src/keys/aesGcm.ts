/** AES-GCM's IV: 96 random bits, fresh for every encryption. */
const IV_BYTES = 12

/**
 * Encrypts with AES-GCM (WebCrypto) under `key`, with a fresh random 96-bit IV and
 * `additionalData` bound to the ciphertext.
 *
 * @returns `iv (12 bytes) || ciphertext || tag (16 bytes)`.
 */
export async function sealAesGcm(
  key: CryptoKey,
  plaintext: Uint8Array,
  additionalData: Uint8Array,
): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new Uint8Array(additionalData) },
      key,
      new Uint8Array(plaintext),
    ),
  )
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length)
  sealed.set(iv)
  sealed.set(ciphertext, IV_BYTES)
  return sealed
}

/**
 * Decrypts what {@link sealAesGcm} made.
 *
 * @returns The plaintext.
 * @throws {DOMException} `OperationError` when the key, the additional data or the bytes do not
 *   match (AES-GCM authentication fails).
 */
export async function openAesGcm(
  key: CryptoKey,
  sealed: Uint8Array,
  additionalData: Uint8Array,
): Promise<Uint8Array> {
  const plaintext = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: sealed.slice(0, IV_BYTES),
      additionalData: new Uint8Array(additionalData),
    },
    key,
    sealed.slice(IV_BYTES),
  )
  return new Uint8Array(plaintext)
}
