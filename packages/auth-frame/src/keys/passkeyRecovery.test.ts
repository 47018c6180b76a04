import { createHash } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { fromBase64, toBase64 } from './base64.js'
import {
  fromBase64Url,
  type PasskeyRecoveryPlace,
  PRF_SALT,
  unwrapRecoveryShare,
  wrapRecoveryShare,
} from './passkeyRecovery.js'

// Issue 29, design §3 and D-5: K = HKDF-SHA-256(P, salt = raw credential id, info), W = iv ‖
// AES-GCM_K(share, AAD = project, user, address, credential) ‖ tag.
const share = Uint8Array.from({ length: 33 }, (_, index) => index)
const prfOutput = () => crypto.getRandomValues(new Uint8Array(32))
const place: PasskeyRecoveryPlace = {
  projectId: 'default',
  userId: '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  credentialId: 'AQIDBAUGBwgJCgsMDQ4PEA',
}
const refused = 'The passkey could not open the recovery share.'

describe('passkey recovery share (design §3)', () => {
  test('the PRF input is SHA-256 of latch/passkey-prf/v1', () => {
    expect(PRF_SALT).toEqual(
      new Uint8Array(createHash('sha256').update('latch/passkey-prf/v1').digest()),
    )
  })

  test('round trip: 61 bytes for a 33-byte share, a fresh IV each time', async () => {
    const output = prfOutput()
    const wrapped = await wrapRecoveryShare(share, output, place)
    expect(fromBase64(wrapped)).toHaveLength(61)
    expect(await unwrapRecoveryShare(wrapped, output, place)).toEqual(share)
    expect(await wrapRecoveryShare(share, output, place)).not.toBe(wrapped)
  })

  // Security review (issue 29): the copy of the PRF output handed to importKey was never zeroed.
  test('the copy of the PRF output given to the key import is zeroed after it', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey')
    try {
      const output = prfOutput()
      const wrapped = await wrapRecoveryShare(share, output, place)
      await unwrapRecoveryShare(wrapped, output, place)
      const given = importKey.mock.calls.map(([, data]) => data as Uint8Array)
      expect(given).toHaveLength(2)
      for (const data of given) {
        expect(data).not.toBe(output)
        expect(data.every((byte) => byte === 0)).toBe(true)
      }
      expect(output.some((byte) => byte !== 0)).toBe(true)
    } finally {
      importKey.mockRestore()
    }
  })

  test('another PRF output, another credential or another place does not open it', async () => {
    const output = prfOutput()
    const wrapped = await wrapRecoveryShare(share, output, place)
    await expect(unwrapRecoveryShare(wrapped, prfOutput(), place)).rejects.toThrow(refused)
    for (const other of [
      { ...place, credentialId: 'AQIDBAUGBwgJCgsMDQ4PEQ' },
      { ...place, projectId: 'other' },
      { ...place, userId: '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5c' },
      { ...place, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    ]) {
      await expect(unwrapRecoveryShare(wrapped, output, other)).rejects.toMatchObject({
        message: refused,
        reason: 'passkey_failed',
      })
    }
  })

  test('the address is bound whatever its case', async () => {
    const output = prfOutput()
    const wrapped = await wrapRecoveryShare(share, output, place)
    const lower = { ...place, address: place.address.toLowerCase() }
    expect(await unwrapRecoveryShare(wrapped, output, lower)).toEqual(share)
  })

  test('tampered or cut bytes are refused', async () => {
    const output = prfOutput()
    const sealed = fromBase64(await wrapRecoveryShare(share, output, place))
    for (const index of [0, 12, 30, sealed.length - 1]) {
      const tampered = sealed.slice()
      tampered[index] = (tampered[index] ?? 0) ^ 1
      await expect(unwrapRecoveryShare(toBase64(tampered), output, place)).rejects.toThrow(refused)
    }
    await expect(unwrapRecoveryShare(toBase64(sealed.slice(0, 20)), output, place)).rejects.toThrow(
      refused,
    )
    await expect(unwrapRecoveryShare('not base64!', output, place)).rejects.toThrow(refused)
  })

  test('a PRF output that is not 32 bytes is refused', async () => {
    await expect(wrapRecoveryShare(share, new Uint8Array(16), place)).rejects.toThrow(
      'The passkey’s PRF output must be 32 bytes.',
    )
  })

  test('pinned vector (made with node:crypto hkdfSync and aes-256-gcm, IV a0…ab)', async () => {
    const output = new Uint8Array(createHash('sha256').update('latch test prf output').digest())
    const wrapped =
      'oKGio6SlpqeoqaqrfxI9P/UVgRjfDQ2GGumN5tqJ++THoDnbPYFTlbzJKgRJrbhU/voCh5SH/WXwMe/GCA=='
    expect(await unwrapRecoveryShare(wrapped, output, place)).toEqual(share)
  })

  test('base64url credential ids decode with or without padding', () => {
    expect(fromBase64Url(place.credentialId)).toEqual(
      Uint8Array.from({ length: 16 }, (_, i) => i + 1),
    )
    expect(fromBase64Url('-_8')).toEqual(Uint8Array.from([0xfb, 0xff]))
    expect(() => fromBase64Url('a+b')).toThrow('Not base64url')
  })
})
