import { describe, expect, test } from 'vitest'
import { fromBase64, toBase64 } from './base64.js'
import { decryptRecoveryShare, encryptRecoveryShare } from './recoveryCipher.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const share = Uint8Array.from({ length: 33 }, (_, index) => index)
const secret = () => crypto.getRandomValues(new Uint8Array(32))

describe('recovery share encryption (AES-256-GCM)', () => {
  test('round trip', async () => {
    const key = secret()
    const sealed = await encryptRecoveryShare(share, key, address)
    expect(fromBase64(sealed)).toHaveLength(12 + 33 + 16)
    expect(await decryptRecoveryShare(sealed, key, address)).toEqual(share)
  })

  test('a fresh IV each time', async () => {
    const key = secret()
    expect(await encryptRecoveryShare(share, key, address)).not.toBe(
      await encryptRecoveryShare(share, key, address),
    )
  })

  test('tampering with the IV, ciphertext or tag is detected', async () => {
    const key = secret()
    const sealed = fromBase64(await encryptRecoveryShare(share, key, address))
    for (const index of [0, 20, sealed.length - 1]) {
      const tampered = sealed.slice()
      tampered[index] = (tampered[index] ?? 0) ^ 1
      await expect(decryptRecoveryShare(toBase64(tampered), key, address)).rejects.toThrow(
        'The recovery share could not be decrypted.',
      )
    }
  })

  test('a wrong secret, another wallet’s address or a truncated text is refused', async () => {
    const key = secret()
    const sealed = await encryptRecoveryShare(share, key, address)
    await expect(decryptRecoveryShare(sealed, secret(), address)).rejects.toThrow()
    await expect(
      decryptRecoveryShare(sealed, key, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    ).rejects.toThrow()
    await expect(decryptRecoveryShare(sealed.slice(0, 20), key, address)).rejects.toThrow()
    await expect(decryptRecoveryShare('not base64!', key, address)).rejects.toThrow()
  })

  test('the secret must be 32 bytes', async () => {
    await expect(encryptRecoveryShare(share, new Uint8Array(16), address)).rejects.toThrow(
      'The recovery secret must be 32 bytes.',
    )
  })
})
