import { describe, expect, test } from 'vitest'
import { createDpopProof, createProofKey } from './dpopProof.js'

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())

describe('createDpopProof', () => {
  test('an RFC 9449 proof: typ dpop+jwt, ES256, the public jwk, htm, htu, iat and a fresh jti, signed with the key', async () => {
    const key = await createProofKey()
    const claims = {
      htm: 'POST',
      htu: 'https://auth.example/v1/session/refresh',
      iat: 1_700_000_000,
    }
    const proof = await createDpopProof(key, claims)
    const [header, payload, signature] = proof.split('.') as [string, string, string]
    const { jwk, ...rest } = decode(header)
    expect(rest).toEqual({ typ: 'dpop+jwt', alg: 'ES256' })
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    const { jti, ...signed } = decode(payload)
    expect(signed).toEqual(claims)
    expect(jti).toMatch(/^[\w-]{22}$/)
    expect(decode((await createDpopProof(key, claims)).split('.')[1] as string).jti).not.toBe(jti)
    const publicKey = await crypto.subtle.importKey(
      'jwk',
      jwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['verify'],
    )
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      Buffer.from(signature, 'base64url'),
      new TextEncoder().encode(`${header}.${payload}`),
    )
    expect(valid).toBe(true)
  })

  test('the private key cannot be read out', async () => {
    const key = await createProofKey()
    expect(key.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow()
  })
})
