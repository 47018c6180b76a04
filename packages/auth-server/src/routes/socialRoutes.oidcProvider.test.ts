import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ALLOWED_ORIGINS, devSocialClientSecret } from '../testing/devAuthServerEnv.js'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import { driveOidcLogin, type LocalLogin } from '../testing/driveOidcLogin.js'
import { freePort } from '../testing/freePort.js'
import { type LocalOidcProvider, startOidcProvider } from '../testing/startOidcProvider.js'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from '../testing/startTestAuthServer.js'

// The whole flow through a real OpenID Connect provider: discovery, PKCE, state, nonce, the
// provider's login form, the callback, and the frame collecting its session.
let postgres: TestPostgres
let local: LocalOidcProvider
let server: TestAuthServer

beforeAll(async () => {
  postgres = await startTestPostgres()
  const port = await freePort()
  const authUrl = `http://127.0.0.1:${port}`
  local = await startOidcProvider({ port: await freePort(), authUrl, providerIds: ['google'] })
  server = await startTestAuthServer(postgres.url, {
    LATCH_AUTH_PORT: String(port),
    LATCH_AUTH_PUBLIC_URL: authUrl,
    LATCH_AUTH_SOCIAL_PROVIDERS: JSON.stringify([
      {
        id: 'google',
        issuer: local.url,
        clientId: 'google',
        clientSecret: devSocialClientSecret('google'),
      },
    ]),
  })
})
afterAll(async () => {
  await server?.close()
  await local?.stop()
  await postgres?.stop()
})

const signed = async (key: DpopKey, path: string) =>
  createDpopProof(key, { htu: `${server.url}${path}`, iat: Math.floor(Date.now() / 1000) })

const logIn = async (login: LocalLogin) => {
  const key = await createDpopKey()
  const started = await server.post(
    '/v1/social/google/start',
    { projectId: 'demo', origin: DEV_ALLOWED_ORIGINS[0], mode: 'popup' },
    { dpop: await signed(key, '/v1/social/google/start') },
  )
  expect(started.status).toBe(200)
  const { attemptId, authorizeUrl } = await started.json()
  const callbackUrl = `${server.url}/v1/social/google/callback`
  const callback = await driveOidcLogin(authorizeUrl, { ...login, stopAt: callbackUrl })
  const done = await fetch(callback, { redirect: 'manual' })
  expect([done.status, done.headers.get('location')]).toEqual([303, '/frame/social?status=ok'])
  const result = await server.post(
    '/v1/social/result',
    { attemptId },
    { dpop: await signed(key, '/v1/social/result') },
  )
  expect(result.status).toBe(200)
  return result.json()
}

describe('social login through the local OpenID Connect provider', () => {
  test('logs in, and the same subject logs in to the same user again', async () => {
    const first = await logIn({ subject: 'ada', email: 'ada@example.com' })
    expect(first.user).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      username: 'ada',
      provider: 'google',
    })
    const again = await logIn({ subject: 'ada', email: 'ada@example.com' })
    expect(again.user.id).toBe(first.user.id)
    const [identity] = await server.sql`
      select issuer, email_verified from user_identities where provider = 'google' and subject = 'ada'`
    expect(identity).toEqual({ issuer: local.url, email_verified: true })
  })

  test('an email the provider calls unverified ends the attempt as email_unverified', async () => {
    const key = await createDpopKey()
    const started = await server.post(
      '/v1/social/google/start',
      { projectId: 'demo', origin: DEV_ALLOWED_ORIGINS[0], mode: 'popup' },
      { dpop: await signed(key, '/v1/social/google/start') },
    )
    const { authorizeUrl } = await started.json()
    const callback = await driveOidcLogin(authorizeUrl, {
      subject: 'eve',
      email: 'eve@example.com',
      emailVerified: false,
      stopAt: `${server.url}/v1/social/google/callback`,
    })
    const done = await fetch(callback, { redirect: 'manual' })
    expect(done.headers.get('location')).toBe('/frame/social?status=failed&reason=email_unverified')
  })
})
