import { SignJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { ACCESS_TOKEN_AUDIENCE, signAccessToken } from './signAccessToken.js'
import { verifyAccessToken } from './verifyAccessToken.js'

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!!')
const issuer = 'http://127.0.0.1:8788'
const now = new Date('2026-01-01T00:00:00Z')
const seconds = now.getTime() / 1000
const userId = '3f1c2a4e-0000-4000-8000-000000000001'
const claims = { email: 'ada@example.com', pid: 'demo', auth_time: seconds }

// A token signed with the server's secret, with the registered claims chosen per test.
const forge = (build: (jwt: SignJWT) => SignJWT, alg = 'HS256') =>
  build(new SignJWT(claims).setProtectedHeader({ alg }).setSubject(userId)).sign(secret)

const verify = (token: string) => verifyAccessToken(token, { secret, issuer, now })

describe('verifyAccessToken', () => {
  test('accepts the tokens signAccessToken makes', async () => {
    const token = await signAccessToken({
      secret,
      issuer,
      userId,
      email: 'ada@example.com',
      projectId: 'demo',
      authTime: now,
      now,
    })
    expect(await verify(token)).toEqual({
      userId,
      email: 'ada@example.com',
      projectId: 'demo',
      authTime: seconds,
    })
  })

  test('a user without an email (a social login) gets a token without the email claim', async () => {
    const token = await signAccessToken({
      secret,
      issuer,
      userId,
      email: null,
      projectId: 'demo',
      authTime: now,
      now,
    })
    expect(await verify(token)).toEqual({
      userId,
      email: undefined,
      projectId: 'demo',
      authTime: seconds,
    })
  })

  test('issue 26 item 6: an HS256 token signed with the secret but without exp is refused', async () => {
    const token = await forge((jwt) =>
      jwt.setIssuer(issuer).setAudience(ACCESS_TOKEN_AUDIENCE).setIssuedAt(seconds),
    )
    expect(await verify(token)).toBeUndefined()
  })

  test('a token without iat, without iss, without aud or living past 15 minutes is refused', async () => {
    const withoutIat = await forge((jwt) =>
      jwt
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setExpirationTime(seconds + 60),
    )
    const withoutIss = await forge((jwt) =>
      jwt
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 60),
    )
    const withoutAud = await forge((jwt) =>
      jwt
        .setIssuer(issuer)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 60),
    )
    const tooLong = await forge((jwt) =>
      jwt
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 24 * 3600),
    )
    for (const token of [withoutIat, withoutIss, withoutAud, tooLong])
      expect(await verify(token)).toBeUndefined()
  })

  test('an expired token, another algorithm and an unsigned token are refused', async () => {
    const complete = (jwt: SignJWT) =>
      jwt
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 60)
    const expired = await forge((jwt) =>
      jwt
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(seconds - 1000)
        .setExpirationTime(seconds - 1),
    )
    const hs512 = await forge(complete, 'HS512')
    const [header, payload] = (await forge(complete)).split('.')
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    expect(header).toBeDefined()
    for (const token of [expired, hs512, none]) expect(await verify(token)).toBeUndefined()
  })
})
