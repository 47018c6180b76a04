import { generateKeyPairSync } from 'node:crypto'
import { UnsecuredJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createAuthLogger, setDefaultLogger } from '../http/loggingErrors.js'
import { createArcticProvider } from './arcticProviders.js'
import { parseSocialProviders } from './socialConfig.js'
import type { SocialProvider } from './types.js'

const redirectUri = 'https://auth.example/v1/social/p/callback'
const applePem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString()

const provider = (id: string): SocialProvider => {
  const entry =
    id === 'apple'
      ? { id, clientId: 'com.example.web', teamId: 'T', keyId: 'K', privateKey: applePem }
      : { id, clientId: `${id}-client`, clientSecret: `${id}-secret` }
  const [config] = parseSocialProviders(JSON.stringify([entry]))
  if (!config || config.kind === 'oidc') throw new Error('not an arctic provider')
  return createArcticProvider(config, { redirectUri })
}

/** Answers by URL prefix; records each request. */
let routes: [string, () => Response][] = []
const seen: Request[] = []
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  routes = []
  seen.length = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request)
    const route = routes.find(([prefix]) => request.url.startsWith(prefix))
    if (!route) throw new TypeError(`fetch failed: ${request.url}`)
    return route[1]()
  })
  // The providers' failures are logged (outside a request): silently here.
  setDefaultLogger(createAuthLogger('silent'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const tokens = { access_token: 'at', token_type: 'bearer', expires_in: 3600 }
const callback = (state: string, extra: Record<string, string> = {}) =>
  new Request(`${redirectUri}?${new URLSearchParams({ code: 'c0de', state, ...extra })}`)

const login = async (id: string, extra: Record<string, string> = {}) => {
  const p = provider(id)
  const request = await p.createAuthorization()
  return p.exchange({ callback: callback(request.state, extra), expected: request })
}

describe('createArcticProvider', () => {
  test.each([
    ['x', 'https://twitter.com/i/oauth2/authorize', true],
    ['discord', 'https://discord.com/oauth2/authorize', true],
    ['github', 'https://github.com/login/oauth/authorize', false],
    ['facebook', 'https://www.facebook.com/v', false],
  ])('%s: state, redirect URI, and PKCE where it is taken', async (id, start, pkce) => {
    const request = await provider(id).createAuthorization()
    expect(request.url.href.startsWith(start)).toBe(true)
    expect(request.url.searchParams.get('state')).toBe(request.state)
    expect(request.url.searchParams.get('redirect_uri')).toBe(redirectUri)
    expect(request.url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null)
    expect(request.codeVerifier !== undefined).toBe(pkce)
    expect(request.nonce).toBeUndefined()
  })

  test('apple: form_post and a nonce, no PKCE', async () => {
    const request = await provider('apple').createAuthorization()
    expect(request.url.origin).toBe('https://appleid.apple.com')
    expect(request.url.searchParams.get('response_mode')).toBe('form_post')
    expect(request.url.searchParams.get('nonce')).toBe(request.nonce)
    expect(request.codeVerifier).toBeUndefined()
  })

  test('github: the numeric id, the primary email from /user/emails, with User-Agent', async () => {
    routes = [
      ['https://github.com/login/oauth/access_token', () => json(tokens)],
      [
        'https://api.github.com/user/emails',
        () =>
          json([
            { email: 'old@example.com', primary: false, verified: true },
            { email: 'octo@example.com', primary: true, verified: true },
          ]),
      ],
      ['https://api.github.com/user', () => json({ id: 42, login: 'octocat', name: 'Octo' })],
    ]
    expect(await login('github')).toEqual({
      subject: '42',
      issuer: 'github',
      email: 'octo@example.com',
      emailVerified: true,
      username: 'octocat',
    })
    const api = seen.filter((request) => request.url.startsWith('https://api.github.com/'))
    expect(api.map((request) => request.headers.get('user-agent'))).toEqual([
      'latch-auth-server',
      'latch-auth-server',
    ])
    expect(api[0]?.headers.get('authorization')).toBe('Bearer at')
  })

  test('github: a primary email not verified comes back as false', async () => {
    routes = [
      ['https://github.com/login/oauth/access_token', () => json(tokens)],
      [
        'https://api.github.com/user/emails',
        () => json([{ email: 'u@example.com', primary: true, verified: false }]),
      ],
      ['https://api.github.com/user', () => json({ id: 7, login: 'u' })],
    ]
    expect(await login('github')).toMatchObject({ email: 'u@example.com', emailVerified: false })
  })

  test('x: sends the PKCE verifier and gives no email', async () => {
    routes = [
      ['https://api.twitter.com/2/oauth2/token', () => json(tokens)],
      [
        'https://api.x.com/2/users/me',
        () => json({ data: { id: '99', username: 'ada', name: 'Ada' } }),
      ],
    ]
    const p = provider('x')
    const request = await p.createAuthorization()
    const profile = await p.exchange({ callback: callback(request.state), expected: request })
    expect(profile).toEqual({ subject: '99', issuer: 'x', username: 'ada' })
    const body = new URLSearchParams(await seen[0]?.text())
    expect(body.get('code_verifier')).toBe(request.codeVerifier)
  })

  test('discord: the verified flag as Discord gives it', async () => {
    routes = [
      ['https://discord.com/api/oauth2/token', () => json(tokens)],
      [
        'https://discord.com/api/users/@me',
        () =>
          json({
            id: '5',
            username: 'ada',
            global_name: 'Ada',
            email: 'a@example.com',
            verified: false,
          }),
      ],
    ]
    expect(await login('discord')).toEqual({
      subject: '5',
      issuer: 'discord',
      email: 'a@example.com',
      emailVerified: false,
      username: 'ada',
    })
  })

  test('facebook: an email without a verified flag', async () => {
    routes = [
      ['https://graph.facebook.com/v', () => json(tokens)],
      [
        'https://graph.facebook.com/me',
        () => json({ id: '123', name: 'Ada L', email: 'fb@example.com' }),
      ],
    ]
    expect(await login('facebook')).toEqual({
      subject: '123',
      issuer: 'facebook',
      email: 'fb@example.com',
      username: 'Ada L',
    })
  })

  test("facebook's non-standard error body is provider_error; 5xx and network errors provider_unavailable", async () => {
    routes = [
      [
        'https://graph.facebook.com/v',
        () => json({ error: { message: 'bad', type: 'OAuthException', code: 100 } }, 400),
      ],
    ]
    await expect(login('facebook')).rejects.toMatchObject({ reason: 'provider_error' })
    routes = [['https://graph.facebook.com/v', () => json({}, 503)]]
    await expect(login('facebook')).rejects.toMatchObject({ reason: 'provider_unavailable' })
    routes = []
    await expect(login('facebook')).rejects.toMatchObject({ reason: 'provider_unavailable' })
  })

  test('invalid_grant is expired_code; error=access_denied is access_denied; a foreign state is refused', async () => {
    routes = [['https://discord.com/api/oauth2/token', () => json({ error: 'invalid_grant' }, 400)]]
    await expect(login('discord')).rejects.toMatchObject({ reason: 'expired_code' })
    await expect(login('discord', { error: 'access_denied' })).rejects.toMatchObject({
      reason: 'access_denied',
    })
    const p = provider('discord')
    const request = await p.createAuthorization()
    await expect(
      p.exchange({ callback: callback('forged'), expected: request }),
    ).rejects.toMatchObject({
      reason: 'provider_error',
    })
    expect(seen).toHaveLength(1)
  })

  describe('apple', () => {
    const appleLogin = async (
      claims: Record<string, unknown>,
      form: Record<string, string> = {},
    ) => {
      const p = provider('apple')
      const request = await p.createAuthorization()
      const now = Math.floor(Date.now() / 1000)
      const idToken = new UnsecuredJWT({
        iss: 'https://appleid.apple.com',
        aud: 'com.example.web',
        sub: '001.apple',
        iat: now,
        exp: now + 600,
        nonce: request.nonce,
        ...claims,
      }).encode()
      routes = [
        ['https://appleid.apple.com/auth/token', () => json({ ...tokens, id_token: idToken })],
      ]
      const body = new URLSearchParams({ code: 'c0de', state: request.state, ...form })
      const post = new Request(redirectUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      return p.exchange({ callback: post, expected: request })
    }

    test('reads the form post, the "true" string flag and the first login’s name', async () => {
      const profile = await appleLogin(
        { email: 'a@privaterelay.appleid.com', email_verified: 'true' },
        { user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }) },
      )
      expect(profile).toEqual({
        subject: '001.apple',
        issuer: 'https://appleid.apple.com',
        email: 'a@privaterelay.appleid.com',
        emailVerified: true,
        username: 'Ada Lovelace',
      })
      const secret = new URLSearchParams(await seen[0]?.text()).get('client_secret')
      expect(secret?.split('.')).toHaveLength(3)
    })

    test('a wrong nonce, another audience or issuer, or an expired token is refused', async () => {
      await expect(appleLogin({ nonce: 'other' })).rejects.toMatchObject({
        reason: 'nonce_mismatch',
      })
      await expect(appleLogin({ aud: 'com.other' })).rejects.toMatchObject({
        reason: 'invalid_id_token',
      })
      await expect(appleLogin({ iss: 'https://evil.example' })).rejects.toMatchObject({
        reason: 'invalid_id_token',
      })
      await expect(appleLogin({ exp: 1000 })).rejects.toMatchObject({ reason: 'invalid_id_token' })
    })

    test('the user cancelling at Apple is access_denied', async () => {
      const p = provider('apple')
      const request = await p.createAuthorization()
      const post = new Request(redirectUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ error: 'user_cancelled_authorize', state: request.state }),
      })
      await expect(p.exchange({ callback: post, expected: request })).rejects.toMatchObject({
        reason: 'access_denied',
      })
    })
  })
})
