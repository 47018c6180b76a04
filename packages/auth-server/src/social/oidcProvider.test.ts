import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthLogger, setDefaultLogger } from '../http/loggingErrors.js'
import { type FakeIssuer, startFakeIssuer } from '../testing/fakeIssuer.js'
import { freePort } from '../testing/freePort.js'
import { createOidcProvider } from './oidcProvider.js'
import type { SocialProviderConfig } from './socialConfig.js'
import type { AuthorizationRequest, SocialProvider } from './types.js'

const redirectUri = 'http://127.0.0.1:1/v1/social/acme/callback'
let issuer: FakeIssuer

beforeAll(async () => {
  issuer = await startFakeIssuer({ clientId: 'acme-client' })
  // The providers' failures are logged (outside a request): silently here.
  setDefaultLogger(createAuthLogger('silent'))
})
afterAll(() => issuer?.stop())

const config = (issuerUrl: string): Extract<SocialProviderConfig, { kind: 'oidc' }> => ({
  kind: 'oidc',
  id: 'acme',
  name: 'Acme',
  issuer: issuerUrl,
  clientId: 'acme-client',
  clientSecret: 'acme-secret',
  scopes: ['openid', 'email'],
  linkVerifiedEmail: true,
})

const callbackFor = (request: AuthorizationRequest, extra: Record<string, string> = {}) =>
  new Request(
    `${redirectUri}?${new URLSearchParams({ code: 'c0de', state: request.state, ...extra })}`,
  )

const loginWith = async (provider: SocialProvider, extra: Record<string, string> = {}) => {
  const request = await provider.createAuthorization()
  return provider.exchange({ callback: callbackFor(request, extra), expected: request })
}

describe('createOidcProvider', () => {
  test('builds the authorization URL with PKCE S256, state, nonce, scopes and redirect URI', async () => {
    const request = await createOidcProvider(config(issuer.url), {
      redirectUri,
    }).createAuthorization()
    const params = request.url.searchParams
    expect(request.url.href.startsWith(`${issuer.url}/auth?`)).toBe(true)
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: 'acme-client',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email',
      state: request.state,
      nonce: request.nonce,
      code_challenge_method: 'S256',
    })
    expect(request.codeVerifier).toMatch(/^[\w-]{43,}$/)
  })

  test('a good ID token gives its subject and email with the verified flag', async () => {
    const provider = createOidcProvider(config(issuer.url), { redirectUri })
    const request = await provider.createAuthorization()
    issuer.answer({
      kind: 'tokens',
      claims: { nonce: request.nonce, email: 'a@acme.example', email_verified: true, name: 'Ada' },
    })
    const profile = await provider.exchange({ callback: callbackFor(request), expected: request })
    expect(profile).toEqual({
      subject: 'fake-subject',
      issuer: issuer.url,
      email: 'a@acme.example',
      emailVerified: true,
      username: 'Ada',
    })
    const sent = issuer.tokenRequests.at(-1)
    expect(sent?.form.get('code_verifier')).toBe(request.codeVerifier)
    expect(sent?.form.get('redirect_uri')).toBe(redirectUri)
  })

  test('a wrong nonce is refused as nonce_mismatch', async () => {
    issuer.answer({ kind: 'tokens', claims: { nonce: 'not-the-attempts' } })
    await expect(
      loginWith(createOidcProvider(config(issuer.url), { redirectUri })),
    ).rejects.toMatchObject({
      reason: 'nonce_mismatch',
    })
  })

  test('an ID token from another issuer or for another audience is invalid_id_token', async () => {
    const provider = createOidcProvider(config(issuer.url), { redirectUri })
    for (const claims of [
      { iss: 'https://evil.example' },
      { aud: 'someone-else' },
      { exp: 1000, iat: 900 },
    ]) {
      const request = await provider.createAuthorization()
      issuer.answer({ kind: 'tokens', claims: { nonce: request.nonce, ...claims } })
      await expect(
        provider.exchange({ callback: callbackFor(request), expected: request }),
      ).rejects.toMatchObject({
        reason: 'invalid_id_token',
      })
    }
  })

  test('an expired or used code (invalid_grant) is expired_code', async () => {
    issuer.answer({ kind: 'error', status: 400, body: { error: 'invalid_grant' } })
    await expect(
      loginWith(createOidcProvider(config(issuer.url), { redirectUri })),
    ).rejects.toMatchObject({
      reason: 'expired_code',
    })
  })

  test('a token endpoint answering 503 is provider_unavailable', async () => {
    issuer.answer({ kind: 'error', status: 503 })
    await expect(
      loginWith(createOidcProvider(config(issuer.url), { redirectUri })),
    ).rejects.toMatchObject({
      reason: 'provider_unavailable',
    })
  })

  test('the user refusing at the provider is access_denied', async () => {
    await expect(
      loginWith(createOidcProvider(config(issuer.url), { redirectUri }), {
        error: 'access_denied',
        code: '',
      }),
    ).rejects.toMatchObject({ reason: 'access_denied' })
  })

  test('a closed port or a 503 at discovery is provider_unavailable, and discovery is retried', async () => {
    const closed = createOidcProvider(config(`http://127.0.0.1:${await freePort()}`), {
      redirectUri,
    })
    await expect(closed.createAuthorization()).rejects.toMatchObject({
      reason: 'provider_unavailable',
    })
    issuer.setDiscoveryDown(true)
    const provider = createOidcProvider(config(issuer.url), { redirectUri })
    await expect(provider.createAuthorization()).rejects.toMatchObject({
      reason: 'provider_unavailable',
    })
    issuer.setDiscoveryDown(false)
    await expect(provider.createAuthorization()).resolves.toHaveProperty('state')
  })

  test('a token endpoint that never answers is provider_unavailable within 6 s', async () => {
    issuer.answer({ kind: 'hang' })
    const started = Date.now()
    await expect(
      loginWith(createOidcProvider(config(issuer.url), { redirectUri })),
    ).rejects.toMatchObject({
      reason: 'provider_unavailable',
    })
    expect(Date.now() - started).toBeLessThan(6_000)
  }, 10_000)

  test('client authentication follows the first method the issuer lists', async () => {
    for (const [methods, inHeader] of [
      [['client_secret_post', 'client_secret_basic'], false],
      [['private_key_jwt', 'client_secret_basic'], true],
    ] as const) {
      const listing = await startFakeIssuer({ clientId: 'acme-client', authMethods: [...methods] })
      try {
        const provider = createOidcProvider(config(listing.url), { redirectUri })
        const request = await provider.createAuthorization()
        listing.answer({ kind: 'tokens', claims: { nonce: request.nonce } })
        await provider.exchange({ callback: callbackFor(request), expected: request })
        const sent = listing.tokenRequests.at(-1)
        expect(sent?.authorization?.startsWith('Basic ') ?? false).toBe(inHeader)
        expect(sent?.form.get('client_secret') ?? null).toBe(inHeader ? null : 'acme-secret')
      } finally {
        await listing.stop()
      }
    }
  })

  test('an issuer offering neither secret method is refused as provider_error', async () => {
    const listing = await startFakeIssuer({
      clientId: 'acme-client',
      authMethods: ['private_key_jwt'],
    })
    try {
      await expect(
        createOidcProvider(config(listing.url), { redirectUri }).createAuthorization(),
      ).rejects.toMatchObject({ reason: 'provider_error' })
    } finally {
      await listing.stop()
    }
  })
})
