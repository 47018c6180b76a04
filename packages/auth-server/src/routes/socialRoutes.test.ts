import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { SocialError, type SocialFailure } from '../social/types.js'
import { createStubSocialProvider } from '../testing/createStubSocialProvider.js'
import { DEV_ALLOWED_ORIGINS } from '../testing/devAuthServerEnv.js'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const stubby = createStubSocialProvider('stubby', 'Stubby')
const other = createStubSocialProvider('other', 'Other')
// `stubby` links verified emails by its entry; `other` has no entry (ids other than google and
// apple link only when their entry says so).
const harness = useTestAuthServer(
  {
    LATCH_AUTH_RATE_SOCIAL_STARTS_PER_IP: '8',
    // Farcaster login off: its entry in the providers list is tested by farcasterRoutes.test.ts.
    LATCH_AUTH_OPTIMISM_RPC_URL: '',
    LATCH_AUTH_SOCIAL_PROVIDERS: JSON.stringify([
      {
        id: 'stubby',
        name: 'Stubby',
        issuer: 'https://stubby.provider.example',
        clientId: 'stubby',
        clientSecret: 'stubby-secret',
        linkVerifiedEmail: true,
      },
    ]),
  },
  { socialProviders: new Map([stubby, other].map((provider) => [provider.id, provider])) },
)

const origin = DEV_ALLOWED_ORIGINS[0] as string
const returnTo = `${origin}/app`
let ipCounter = 0
const nextIp = () => ({ 'x-forwarded-for': `10.7.0.${++ipCounter}` })
const server = () => harness.server

const proof = async (key: DpopKey, path: string) =>
  createDpopProof(key, {
    htu: `${server().url}${path}`,
    iat: Math.floor(server().config.now().getTime() / 1000),
  })

type StartBody = { projectId?: string; origin?: string; mode?: string; returnTo?: string }
const start = async (
  key: DpopKey | undefined,
  body: StartBody = {},
  provider = 'stubby',
  headers: Record<string, string> = nextIp(),
) => {
  const path = `/v1/social/${provider}/start`
  return server().post(
    path,
    { projectId: 'demo', origin, mode: 'popup', returnTo, ...body },
    key ? { ...headers, dpop: await proof(key, path) } : headers,
  )
}
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server().url}${path}`, { redirect: 'manual', ...init, headers: { ...nextIp() } })
const result = async (key: DpopKey, attemptId: string, completion?: string) =>
  server().post(
    '/v1/social/result',
    { attemptId, completion },
    { ...nextIp(), dpop: await proof(key, '/v1/social/result') },
  )
const cancel = async (key: DpopKey, attemptId: string) =>
  server().post(
    '/v1/social/cancel',
    { attemptId },
    { ...nextIp(), dpop: await proof(key, '/v1/social/cancel') },
  )

/** Starts an attempt and sends the "browser" to the provider: the state to call back with. */
const begin = async (provider = stubby, body: StartBody = {}) => {
  const key = await createDpopKey()
  const started = await start(key, body, provider.id)
  expect(started.status).toBe(200)
  const { attemptId, authorizeUrl } = await started.json()
  const redirect = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(redirect.status).toBe(302)
  const state = provider.authorizations.at(-1)?.state ?? ''
  return { key, attemptId: attemptId as string, state }
}
const callBack = (state: string, provider = 'stubby') =>
  get(`/v1/social/${provider}/callback?${new URLSearchParams({ code: 'c0de', state })}`)
const location = (response: Response) => response.headers.get('location') ?? ''
/** The `{attemptId}.{completion}` a successful callback sends back to the host page. */
const completionOf = (response: Response) => {
  const url = new URL(location(response))
  const value =
    url.searchParams.get('latch_social_popup') ?? url.searchParams.get('latch_social') ?? ''
  const [attemptId, completion = ''] = value.split('.')
  return { attemptId, completion }
}
/** The callback of `state`, expected to succeed: the completion the host page receives. */
const succeed = async (state: string, provider = 'stubby') => {
  const response = await callBack(state, provider)
  expect(response.status).toBe(303)
  return completionOf(response).completion
}

const counts = async () => {
  const [row] = await server().sql<{ users: number; identities: number; families: number }[]>`
    select (select count(*)::int from users) as users,
      (select count(*)::int from user_identities) as identities,
      (select count(*)::int from refresh_token_families) as families`
  return row
}
const auditEvents = async (event: string) =>
  server().sql<{ detail: Record<string, unknown>; project_id: string | null }[]>`
    select detail, project_id from audit_log where event = ${event} order by id`

describe('GET /v1/social/providers', () => {
  test('lists the providers in order, with their names only', async () => {
    const response = await get('/v1/social/providers')
    expect(await response.json()).toEqual({
      providers: [
        { id: 'stubby', name: 'Stubby' },
        { id: 'other', name: 'Other' },
      ],
    })
  })
})

describe('POST /v1/social/{id}/start', () => {
  test('answers an opaque attempt id and the authorize URL, and audits the start', async () => {
    const key = await createDpopKey()
    const response = await start(key)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.authorizeUrl).toBe(
      `${server().url}/v1/social/stubby/authorize?attempt=${body.attemptId}`,
    )
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(9.9 * 60_000)
    expect(JSON.stringify(body)).not.toContain(stubby.authorizations.at(-1)?.state)
    const [row] = await server()
      .sql`select state_hash, nonce, code_verifier, jkt from social_attempts where id = ${body.attemptId}`
    expect(row?.state_hash).toHaveLength(32)
    expect(row?.code_verifier).toBe(stubby.authorizations.at(-1)?.codeVerifier)
    expect((await auditEvents('social_started')).at(-1)?.detail).toEqual({
      provider: 'stubby',
      mode: 'popup',
      origin,
    })
  })

  test('refuses bad requests, origins, return URLs, proofs, providers and projects', async () => {
    const key = await createDpopKey()
    const cases: [Promise<Response>, number, string][] = [
      [start(key, { mode: 'tab' }), 400, 'invalid_request'],
      [start(key, { projectId: 'Bad Id' }), 400, 'invalid_project_id'],
      [start(key, { origin: 'https://evil.example' }), 400, 'invalid_origin'],
      [start(key, { mode: 'redirect', returnTo: undefined }), 400, 'invalid_return_to'],
      [start(key, { returnTo: undefined }), 400, 'invalid_return_to'],
      [start(key, { returnTo: 'https://evil.example/page' }), 400, 'invalid_return_to'],
      [
        start(key, { mode: 'redirect', returnTo: 'https://evil.example/page' }),
        400,
        'invalid_return_to',
      ],
      [start(key, { mode: 'redirect', returnTo: 'javascript:alert(1)' }), 400, 'invalid_return_to'],
      [start(undefined), 400, 'invalid_dpop_proof'],
      [start(key, {}, 'nobody'), 404, 'unknown_provider'],
      [start(key, { projectId: 'nope' }), 404, 'unknown_project'],
    ]
    for (const [response, status, error] of cases) {
      const answer = await response
      expect([answer.status, await answer.json()]).toEqual([status, { error }])
    }
    expect(
      (await auditEvents('social_refused')).filter((row) => row.detail.reason === 'invalid_origin'),
    ).toEqual([
      {
        project_id: 'demo',
        detail: { provider: 'stubby', reason: 'invalid_origin', origin: 'https://evil.example' },
      },
    ])
  })

  test('a provider down answers 503 provider_unavailable at once, with an audit row', async () => {
    stubby.startError = new SocialError('provider_unavailable')
    try {
      const started = Date.now()
      const response = await start(await createDpopKey())
      expect([response.status, await response.json()]).toEqual([
        503,
        { error: 'provider_unavailable' },
      ])
      expect(Date.now() - started).toBeLessThan(1000)
      expect((await auditEvents('social_refused')).at(-1)?.detail).toMatchObject({
        provider: 'stubby',
        reason: 'provider_unavailable',
      })
    } finally {
      stubby.startError = undefined
    }
  })

  test('is rate limited per IP, with one audit row per window', async () => {
    const headers = { 'x-forwarded-for': '10.7.99.1' }
    const key = await createDpopKey()
    for (let i = 0; i < 8; i++) expect((await start(key, {}, 'stubby', headers)).status).toBe(200)
    const refused = await start(key, {}, 'stubby', headers)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    await start(key, {}, 'stubby', headers)
    const rows = (await auditEvents('rate_limited')).filter(
      (row) => row.detail.limit === 'social:start:ip',
    )
    expect(rows).toHaveLength(1)
  })
})

describe('GET /v1/social/{id}/authorize', () => {
  test('redirects once to the provider, with COOP unsafe-none; then the link is dead', async () => {
    const key = await createDpopKey()
    const { authorizeUrl } = await (await start(key)).json()
    const first = await fetch(authorizeUrl, { redirect: 'manual' })
    expect(first.status).toBe(302)
    expect(location(first)).toBe(stubby.authorizations.at(-1)?.url.href)
    expect(first.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(first.headers.get('referrer-policy')).toBe('no-referrer')
    const second = await fetch(authorizeUrl, { redirect: 'manual' })
    expect(second.status).toBe(400)
    expect(await second.text()).toContain('This login link is not valid or has expired.')
    expect((await get('/v1/social/stubby/authorize?attempt=nope')).status).toBe(400)
  })

  test('an expired attempt cannot be used', async () => {
    const { authorizeUrl } = await (await start(await createDpopKey())).json()
    server().advanceClock(11 * 60_000)
    expect((await fetch(authorizeUrl, { redirect: 'manual' })).status).toBe(400)
  })
})

describe('GET|POST /v1/social/{id}/callback', () => {
  test('a login creates the user and identity; the frame collects a bound session once', async () => {
    stubby.nextLogin = {
      subject: 'new-1',
      issuer: 'https://stubby.example',
      email: 'N@Example.com',
      emailVerified: true,
      username: 'newbie',
    }
    const { key, attemptId, state } = await begin()
    const callback = await callBack(state)
    expect(callback.status).toBe(303)
    expect(callback.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    const { completion } = completionOf(callback)
    const [stored] = await server()
      .sql`select completion_hash from social_attempts where id = ${attemptId}`
    expect(stored?.completion_hash).toBe(createHash('sha256').update(completion).digest('hex'))
    expect(stubby.exchanges.at(-1)).toEqual({
      state,
      nonce: `nonce-${state}`,
      codeVerifier: `verifier-${state}`,
    })
    const response = await result(key, attemptId, completion)
    expect(response.status).toBe(200)
    const session = await response.json()
    expect(session.user).toEqual({
      id: expect.any(String),
      email: 'n@example.com',
      username: 'newbie',
      provider: 'stubby',
      passkeys: 0,
    })
    const [family] = await server().sql`select provider, jkt from refresh_token_families f
      join refresh_tokens t on t.family_id = f.id where t.user_id = ${session.user.id}`
    expect(family?.provider).toBe('stubby')
    expect(family?.jkt).toEqual(expect.any(String))
    // Refreshing with the attempt's key keeps the provider's fields.
    const refreshed = await server().post(
      '/v1/session/refresh',
      { refreshToken: session.refreshToken },
      { ...nextIp(), dpop: await proof(key, '/v1/session/refresh') },
    )
    expect(refreshed.status).toBe(200)
    expect((await refreshed.json()).user).toEqual(session.user)
    // Collected once only.
    expect(await (await result(key, attemptId, completion)).json()).toEqual({
      error: 'social_expired',
    })
    const [login] = (await auditEvents('login')).slice(-1)
    expect(login?.detail).toMatchObject({
      method: 'social',
      provider: 'stubby',
      created: true,
      linked: false,
    })
  })

  test('a forged state is refused, audited once per IP, and changes nothing', async () => {
    const before = await counts()
    const headers = { 'x-forwarded-for': '10.7.98.1' }
    for (let i = 0; i < 2; i++) {
      const response = await fetch(
        `${server().url}/v1/social/stubby/callback?code=x&state=forged`,
        {
          redirect: 'manual',
          headers,
        },
      )
      expect([response.status, location(response)]).toEqual([
        303,
        '/frame/social?status=failed&reason=invalid_state',
      ])
    }
    expect(await counts()).toEqual(before)
    const refused = (await auditEvents('social_refused')).filter(
      (row) => row.detail.reason === 'invalid_state',
    )
    expect(refused).toHaveLength(1)
  })

  test('a replayed state is refused and the first login stays intact', async () => {
    stubby.nextLogin = { subject: 'replay-1', issuer: 'https://stubby.example' }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    const exchanges = stubby.exchanges.length
    expect(location(await callBack(state))).toBe('/frame/social?status=failed&reason=invalid_state')
    expect(stubby.exchanges.length).toBe(exchanges)
    expect((await result(key, attemptId, completion)).status).toBe(200)
  })

  test.each<SocialFailure>([
    'access_denied',
    'nonce_mismatch',
    'invalid_id_token',
    'expired_code',
    'provider_unavailable',
    'provider_error',
    'email_unverified',
  ])(
    '%s: the attempt fails, is audited, and stores no user, identity or session',
    async (reason) => {
      stubby.nextLogin = new SocialError(reason)
      const { key, attemptId, state } = await begin()
      const before = await counts()
      const response = await callBack(state)
      expect(location(response)).toBe(`/frame/social?status=failed&reason=${reason}`)
      expect(await counts()).toEqual(before)
      expect((await auditEvents('social_refused')).at(-1)).toEqual({
        project_id: 'demo',
        detail: { provider: 'stubby', reason, origin },
      })
      const answer = await result(key, attemptId)
      expect([answer.status, await answer.json()]).toEqual([
        400,
        { error: 'social_failed', reason },
      ])
      expect(await counts()).toEqual(before)
    },
  )

  test('an email the provider calls unverified is refused even from a good profile', async () => {
    stubby.nextLogin = {
      subject: 'unverified-1',
      issuer: 'i',
      email: 'u@example.com',
      emailVerified: false,
    }
    const { state } = await begin()
    expect(location(await callBack(state))).toBe(
      '/frame/social?status=failed&reason=email_unverified',
    )
  })

  test.each([
    ['popup', 'latch_social_popup'],
    ['redirect', 'latch_social'],
  ])('%s mode comes back to the host page with %s={attemptId}.{completion}', async (mode, name) => {
    stubby.nextLogin = { subject: `back-${mode}`, issuer: 'i' }
    const returnTo = `${origin}/app?tab=1#top`
    const { key, attemptId, state } = await begin(stubby, { mode, returnTo })
    const response = await callBack(state)
    expect(response.status).toBe(303)
    const back = new URL(location(response))
    expect([back.origin + back.pathname, back.hash]).toEqual([`${origin}/app`, '#top'])
    expect([...back.searchParams.keys()]).toEqual(['tab', name])
    expect(back.searchParams.get('tab')).toBe('1')
    const [id, completion] = back.searchParams.get(name)?.split('.') ?? []
    expect(id).toBe(attemptId)
    expect(completion).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await result(key, attemptId, completion)).status).toBe(200)
  })

  test('redirect mode: a failure comes back with the attempt id alone, the reason from /result', async () => {
    stubby.nextLogin = new SocialError('access_denied')
    const { key, attemptId, state } = await begin(stubby, { mode: 'redirect' })
    const back = new URL(location(await callBack(state)))
    expect(back.href).toBe(`${returnTo}?latch_social=${attemptId}`)
    expect(await (await result(key, attemptId)).json()).toEqual({
      error: 'social_failed',
      reason: 'access_denied',
    })
  })
})

describe('linking and identities', () => {
  test('a verified email joins the email user; then the email login finds the same user', async () => {
    const emailSession = await signIn(server(), 'linked@example.com')
    stubby.nextLogin = {
      subject: 'link-1',
      issuer: 'i',
      email: 'Linked@Example.com',
      emailVerified: true,
    }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    const session = await (await result(key, attemptId, completion)).json()
    expect(session.user.id).toBe(emailSession.user.id)
    expect((await auditEvents('identity_linked')).at(-1)?.detail).toEqual({
      provider: 'stubby',
      subject: 'link-1',
    })
    expect((await signIn(server(), 'linked@example.com')).user.id).toBe(emailSession.user.id)
  })

  test('an email without a verified flag never links; the same subject logs in to the same user', async () => {
    const emailSession = await signIn(server(), 'fb@example.com')
    stubby.nextLogin = { subject: 'unlinked-1', issuer: 'i', email: 'fb@example.com' }
    const first = await begin()
    const one = await (await result(first.key, first.attemptId, await succeed(first.state))).json()
    expect(one.user.id).not.toBe(emailSession.user.id)
    expect(one.user.email).toBe('fb@example.com')
    const second = await begin()
    const again = await result(second.key, second.attemptId, await succeed(second.state))
    expect((await again.json()).user.id).toBe(one.user.id)
  })

  test('a verified email from an entry without linkVerifiedEmail (not google or apple) never links', async () => {
    const emailSession = await signIn(server(), 'other-verified@example.com')
    other.nextLogin = {
      subject: 'other-verified-1',
      issuer: 'i',
      email: 'other-verified@example.com',
      emailVerified: true,
    }
    const { key, attemptId, state } = await begin(other)
    const completion = await succeed(state, 'other')
    const session = await (await result(key, attemptId, completion)).json()
    expect(session.user.id).not.toBe(emailSession.user.id)
    expect(session.user.email).toBe('other-verified@example.com')
  })

  test('an identity stored with another issuer is refused invalid_id_token and audited', async () => {
    stubby.nextLogin = { subject: 'moved-1', issuer: 'https://old.example' }
    const first = await begin()
    const one = await (await result(first.key, first.attemptId, await succeed(first.state))).json()
    stubby.nextLogin = { subject: 'moved-1', issuer: 'https://new.example' }
    const second = await begin()
    expect(location(await callBack(second.state))).toBe(
      '/frame/social?status=failed&reason=invalid_id_token',
    )
    expect((await auditEvents('social_refused')).at(-1)?.detail).toEqual({
      provider: 'stubby',
      reason: 'invalid_id_token',
      origin,
      issuer: 'https://new.example',
      storedIssuer: 'https://old.example',
    })
    expect(await (await result(second.key, second.attemptId)).json()).toEqual({
      error: 'social_failed',
      reason: 'invalid_id_token',
    })
    const [identity] = await server().sql`
      select user_id, issuer from user_identities where provider = 'stubby' and subject = 'moved-1'`
    expect(identity).toEqual({ user_id: one.user.id, issuer: 'https://old.example' })
  })

  test('two providers with the same subject are two users', async () => {
    stubby.nextLogin = { subject: 'same-subject', issuer: 'i' }
    other.nextLogin = { subject: 'same-subject', issuer: 'i' }
    const a = await begin(stubby)
    const completionA = await succeed(a.state)
    const b = await begin(other)
    const completionB = await succeed(b.state, 'other')
    const userA = (await (await result(a.key, a.attemptId, completionA)).json()).user
    const userB = (await (await result(b.key, b.attemptId, completionB)).json()).user
    expect(userA.id).not.toBe(userB.id)
    expect([userA.email, userB.provider]).toEqual([null, 'other'])
  })
})

describe('POST /v1/social/result and /v1/social/cancel', () => {
  test('another key is refused and audited once per window; the right key still collects', async () => {
    stubby.nextLogin = { subject: 'wrong-key-1', issuer: 'i' }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    const before = (await auditEvents('social_wrong_key')).length
    const thiefKey = await createDpopKey()
    for (let i = 0; i < 2; i++) {
      const thief = await result(thiefKey, attemptId, completion)
      expect([thief.status, await thief.json()]).toEqual([401, { error: 'invalid_session' }])
    }
    expect((await auditEvents('social_wrong_key')).length).toBe(before + 1)
    expect((await result(key, attemptId, completion)).status).toBe(200)
  })

  test('a wrong completion answers 401 invalid_completion, audited once per window; the attempt stays collectable', async () => {
    stubby.nextLogin = { subject: 'wrong-completion-1', issuer: 'i' }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    const wrong = `${completion.startsWith('A') ? 'B' : 'A'}${completion.slice(1)}`
    for (let i = 0; i < 2; i++) {
      const answer = await result(key, attemptId, wrong)
      expect([answer.status, await answer.json()]).toEqual([401, { error: 'invalid_completion' }])
    }
    expect(await auditEvents('social_wrong_completion')).toEqual([
      { project_id: 'demo', detail: { provider: 'stubby' } },
    ])
    const malformed = await result(key, attemptId, 'short')
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: 'invalid_request' }])
    expect((await result(key, attemptId, completion)).status).toBe(200)
  })

  test('a success past the 10 minutes of its attempt is not handed over, even with the completion', async () => {
    stubby.nextLogin = { subject: 'late-collect-1', issuer: 'i' }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    server().advanceClock(11 * 60_000)
    expect(await (await result(key, attemptId, completion)).json()).toEqual({
      error: 'social_expired',
    })
    const [row] = await server().sql`select status from social_attempts where id = ${attemptId}`
    expect(row?.status).toBe('succeeded')
  })

  test('no proof, an unknown attempt, a bad body', async () => {
    const key = await createDpopKey()
    const noProof = await server().post(
      '/v1/social/result',
      { attemptId: crypto.randomUUID() },
      nextIp(),
    )
    expect([noProof.status, await noProof.json()]).toEqual([401, { error: 'invalid_dpop_proof' }])
    const unknown = await result(key, crypto.randomUUID())
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'unknown_attempt' }])
    expect((await result(key, 'nope')).status).toBe(400)
  })

  test('waits up to 8 s, then answers 202 pending; a success without the completion stays pending', async () => {
    stubby.nextLogin = { subject: 'pending-1', issuer: 'i' }
    const { key, attemptId, state } = await begin()
    const started = Date.now()
    const pending = await result(key, attemptId)
    expect([pending.status, await pending.json()]).toEqual([202, { status: 'pending' }])
    expect(Date.now() - started).toBeGreaterThan(7_000)
    const waiting = result(key, attemptId)
    await new Promise((resolve) => setTimeout(resolve, 600))
    const completion = await succeed(state)
    const stillPending = await waiting
    expect([stillPending.status, await stillPending.json()]).toEqual([202, { status: 'pending' }])
    expect((await result(key, attemptId, completion)).status).toBe(200)
  }, 30_000)

  test('cancel before the callback: the result says cancelled and the callback finds nothing', async () => {
    const { key, attemptId, state } = await begin()
    expect((await cancel(key, attemptId)).status).toBe(204)
    expect(await (await result(key, attemptId)).json()).toEqual({ error: 'social_cancelled' })
    expect(location(await callBack(state))).toBe('/frame/social?status=failed&reason=invalid_state')
    expect((await auditEvents('social_cancelled')).length).toBeGreaterThan(0)
  })

  test('cancel after the callback, or with another key, changes nothing', async () => {
    stubby.nextLogin = { subject: 'late-cancel-1', issuer: 'i' }
    const { key, attemptId, state } = await begin()
    const completion = await succeed(state)
    expect((await cancel(await createDpopKey(), attemptId)).status).toBe(204)
    expect((await cancel(key, attemptId)).status).toBe(204)
    expect((await result(key, attemptId, completion)).status).toBe(200)
  })

  test('an attempt past its 10 minutes answers social_expired', async () => {
    const { key, attemptId, state } = await begin()
    server().advanceClock(11 * 60_000)
    expect(location(await callBack(state))).toBe('/frame/social?status=failed&reason=invalid_state')
    expect(await (await result(key, attemptId)).json()).toEqual({ error: 'social_expired' })
  })
})
