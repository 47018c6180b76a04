import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOidcProvider } from '../social/oidcProvider.js'
import { devSocialClientSecret } from './devAuthServerEnv.js'
import { driveOidcLogin } from './driveOidcLogin.js'
import { freePort } from './freePort.js'
import { type LocalOidcProvider, startOidcProvider } from './startOidcProvider.js'

const authUrl = 'http://127.0.0.1:1'
const redirectUri = `${authUrl}/v1/social/google/callback`
let local: LocalOidcProvider

beforeAll(async () => {
  local = await startOidcProvider({
    port: await freePort(),
    authUrl,
    providerIds: ['google', 'acme'],
  })
})
afterAll(() => local?.stop())

const provider = () =>
  createOidcProvider(
    {
      kind: 'oidc',
      id: 'google',
      name: 'Google',
      issuer: local.url,
      clientId: 'google',
      clientSecret: devSocialClientSecret('google'),
      scopes: ['openid', 'email', 'profile'],
      linkVerifiedEmail: true,
    },
    { redirectUri },
  )

describe('startOidcProvider with the OIDC client', () => {
  test('a login at the form gives the subject, email and its verified flag', async () => {
    const google = provider()
    const request = await google.createAuthorization()
    expect(request.url.origin).toBe(local.url)
    expect(request.url.searchParams.get('code_challenge_method')).toBe('S256')
    const callback = await driveOidcLogin(request.url.href, {
      subject: 'ada',
      email: 'Ada@Example.com',
      stopAt: redirectUri,
    })
    const profile = await google.exchange({ callback: new Request(callback), expected: request })
    expect(profile).toEqual({
      subject: 'ada',
      issuer: local.url,
      email: 'Ada@Example.com',
      emailVerified: true,
      username: 'ada',
    })
    // The code is spent: a second exchange is refused as an expired code.
    await expect(
      google.exchange({ callback: new Request(callback), expected: request }),
    ).rejects.toMatchObject({
      reason: 'expired_code',
    })
  })

  test('an unticked "Email verified" comes back as false', async () => {
    const google = provider()
    const request = await google.createAuthorization()
    const callback = await driveOidcLogin(request.url.href, {
      subject: 'bob',
      email: 'bob@example.com',
      emailVerified: false,
      stopAt: redirectUri,
    })
    const profile = await google.exchange({ callback: new Request(callback), expected: request })
    expect(profile.emailVerified).toBe(false)
  })

  test('a wrong PKCE verifier is refused by the provider', async () => {
    const google = provider()
    const request = await google.createAuthorization()
    const callback = await driveOidcLogin(request.url.href, { subject: 'eve', stopAt: redirectUri })
    await expect(
      google.exchange({
        callback: new Request(callback),
        expected: { ...request, codeVerifier: 'x'.repeat(43) },
      }),
    ).rejects.toMatchObject({ name: 'SocialError' })
  })
})
