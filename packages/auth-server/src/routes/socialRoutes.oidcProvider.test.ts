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

const origin = DEV_ALLOWED_ORIGINS[0] as string
const returnTo = `${origin}/app?tab=1`

/** `POST /v1/social/google/start` with `key`, as a frame would (or an attacker's script). */
const start = async (key: DpopKey) => {
  const started = await server.post(
    '/v1/social/google/start',
    { projectId: 'demo', origin, mode: 'popup', returnTo },
    { dpop: await signed(key, '/v1/social/google/start') },
  )
  expect(started.status).toBe(200)
  return (await started.json()) as { attemptId: string; authorizeUrl: string }
}
const result = async (key: DpopKey, attemptId: string, completion?: string) =>
  server.post(
    '/v1/social/result',
    { attemptId, completion },
    { dpop: await signed(key, '/v1/social/result') },
  )
/** The browser logs in at the provider from `authorizeUrl`; the callback's answer. */
const completeAtProvider = async (authorizeUrl: string, login: LocalLogin) => {
  const callbackUrl = `${server.url}/v1/social/google/callback`
  const callback = await driveOidcLogin(authorizeUrl, { ...login, stopAt: callbackUrl })
  return fetch(callback, { redirect: 'manual' })
}
/** The completion in a successful callback's Location (`latch_social_popup={attemptId}.{completion}`). */
const completionIn = (response: Response, attemptId: string) => {
  expect(response.status).toBe(303)
  const back = new URL(response.headers.get('location') ?? '')
  expect(back.origin + back.pathname + back.search.split('&')[0]).toBe(`${origin}/app?tab=1`)
  const [id, completion] = back.searchParams.get('latch_social_popup')?.split('.') ?? []
  expect(id).toBe(attemptId)
  return completion
}

const logIn = async (login: LocalLogin) => {
  const key = await createDpopKey()
  const { attemptId, authorizeUrl } = await start(key)
  const done = await completeAtProvider(authorizeUrl, login)
  const response = await result(key, attemptId, completionIn(done, attemptId))
  expect(response.status).toBe(200)
  return response.json()
}

describe('social login through the local OpenID Connect provider', () => {
  test('logs in, and the same subject logs in to the same user again', async () => {
    const first = await logIn({ subject: 'ada', email: 'ada@example.com' })
    expect(first.user).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      username: 'ada',
      provider: 'google',
      passkeys: 0,
    })
    const again = await logIn({ subject: 'ada', email: 'ada@example.com' })
    expect(again.user.id).toBe(first.user.id)
    const [identity] = await server.sql`
      select issuer, email_verified from user_identities where provider = 'google' and subject = 'ada'`
    expect(identity).toEqual({ issuer: local.url, email_verified: true })
  })

  test('an email the provider calls unverified ends the attempt as email_unverified', async () => {
    const { authorizeUrl } = await start(await createDpopKey())
    const done = await completeAtProvider(authorizeUrl, {
      subject: 'eve',
      email: 'eve@example.com',
      emailVerified: false,
    })
    expect(done.headers.get('location')).toBe('/frame/social?status=failed&reason=email_unverified')
  })

  test('session theft: an attacker who starts a login with their own key and sends the victim the link polls in vain; only the completion the callback sends to the app (its Location) releases the session', async () => {
    // The attacker is a plain HTTP client: their own DPoP key, the public project id, a
    // self-declared allowed origin. The victim opens the authorize link and logs in (zero clicks
    // when consent is remembered); the callback sends the victim's browser to the app's origin.
    const attackerKey = await createDpopKey()
    const { attemptId, authorizeUrl } = await start(attackerKey)
    const done = await completeAtProvider(authorizeUrl, {
      subject: 'victim',
      email: 'victim@example.com',
    })
    const completion = completionIn(done, attemptId)
    // Without the completion (only the victim's browser has it), the attacker's polls stay pending.
    const polled = await result(attackerKey, attemptId)
    expect([polled.status, await polled.json()]).toEqual([202, { status: 'pending' }])
    const guessed = await result(attackerKey, attemptId, 'A'.repeat(43))
    expect([guessed.status, await guessed.json()]).toEqual([401, { error: 'invalid_completion' }])
    // The completion read from the callback's Location, with the attempt's key, collects it.
    const collected = await result(attackerKey, attemptId, completion)
    expect(collected.status).toBe(200)
    expect((await collected.json()).user.email).toBe('victim@example.com')
  }, 30_000)
})
