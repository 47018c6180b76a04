import { describe, expect, test } from 'vitest'
import {
  loginOptions,
  passkeyRelyingParty,
  recoveryOptions,
  registrationOptions,
  userIdBytes,
} from './passkeyOptions.js'

const rp = { rpId: 'example.com', rpName: 'Latch', origin: 'https://auth.example.com' }
const challenge = new Uint8Array(32).fill(7)
const encoded = Buffer.from(challenge).toString('base64url')

describe('passkeyRelyingParty', () => {
  const config = (publicUrl: string, passkeyRpId?: string) => ({
    publicUrl,
    passkeyRpId,
    passkeyRpName: 'Latch',
  })

  test('is the public host, or the configured suffix of it, with the public origin', () => {
    expect(passkeyRelyingParty(config('http://localhost:8788'))).toEqual({
      rpId: 'localhost',
      rpName: 'Latch',
      origin: 'http://localhost:8788',
    })
    expect(passkeyRelyingParty(config('https://auth.example.com', 'example.com'))).toEqual(rp)
  })

  test('is off on an IP host (WebAuthn refuses it) and for an RP ID that is no suffix', () => {
    expect(passkeyRelyingParty(config('http://127.0.0.1:8788'))).toBeUndefined()
    expect(passkeyRelyingParty(config('http://[::1]:8788'))).toBeUndefined()
    expect(passkeyRelyingParty(config('https://auth.example.com', 'ample.com'))).toBeUndefined()
  })
})

describe('options', () => {
  test('a login is discoverable, requires user verification and lasts 5 minutes', async () => {
    expect(await loginOptions(rp, challenge)).toEqual({
      rpId: 'example.com',
      challenge: encoded,
      userVerification: 'required',
      timeout: 300_000,
    })
  })

  test('a recovery confirmation names the credentials it allows', async () => {
    const options = await recoveryOptions(rp, challenge, [{ id: 'AAAA', transports: ['internal'] }])
    expect(options.allowCredentials).toEqual([
      { id: 'AAAA', type: 'public-key', transports: ['internal'] },
    ])
    expect(options.userVerification).toBe('required')
  })

  test('a registration: user handle = the uuid bytes; the name falls back to username, then wallet', async () => {
    const user = { id: '0b5f2b3e-6a1c-4d2e-9f00-123456789abc', email: null, username: null }
    const options = await registrationOptions(rp, {
      challenge,
      user,
      hostOrigin: 'https://app.example.org',
      exclude: [],
    })
    expect(options.user).toEqual({
      id: Buffer.from(userIdBytes(user.id)).toString('base64url'),
      name: 'wallet',
      displayName: 'wallet (app.example.org)',
    })
    expect(userIdBytes(user.id)).toHaveLength(16)
    const named = await registrationOptions(rp, {
      challenge,
      user: { ...user, username: 'ada' },
      hostOrigin: 'https://app.example.org',
      exclude: [],
    })
    expect(named.user.name).toBe('ada')
    expect(named.challenge).toBe(encoded)
  })
})
