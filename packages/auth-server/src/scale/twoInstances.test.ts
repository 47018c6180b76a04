// Scale-out: two instances on one PostgreSQL behind a round-robin reverse proxy. Whatever one
// instance stores (codes, rate-limit counters, refresh tokens, DPoP proof ids) the other sees.
import { expect, test } from 'vitest'
import { DEV_ALLOWED_ORIGINS } from '../testing/devAuthServerEnv.js'
import { createDpopKey, createDpopProof } from '../testing/dpopProof.js'
import { useTwoInstances } from './useTwoInstances.js'

const CODES_PER_IP = 8
const harness = useTwoInstances({ LATCH_AUTH_RATE_CODES_PER_IP: String(CODES_PER_IP) })
const origin = DEV_ALLOWED_ORIGINS[0]

/** The mailed codes of `email`, newest last, whichever instance sent them. */
const codesOf = (email: string) => harness.instances.flatMap((i) => i.codes.get(email) ?? [])

test('a code requested through one instance verifies through the other; a refresh rotates on either', async () => {
  const email = 'scale@example.com'
  const requested = await harness.post('/v1/email/code', { projectId: 'demo', email, origin })
  expect(requested.status).toBe(200)
  const sentBy = Number(requested.headers.get('x-upstream'))
  expect(harness.instances[sentBy]?.codes.get(email)).toHaveLength(1)
  expect(harness.instances[1 - sentBy]?.codes.get(email)).toBeUndefined()

  const key = await createDpopKey()
  const proof = (path: string) => createDpopProof(key, { htu: `${harness.proxy.url}${path}` })
  const verified = await harness.post(
    '/v1/email/verify',
    { projectId: 'demo', email, code: codesOf(email)[0] },
    { dpop: await proof('/v1/email/verify') },
  )
  expect(verified.status).toBe(200)
  expect(Number(verified.headers.get('x-upstream'))).toBe(1 - sentBy)
  const session = (await verified.json()) as { refreshToken: string; accessToken: string }

  // Each refresh lands on the other instance than the one before; the token rotates every time.
  let refreshToken = session.refreshToken
  const upstreams: number[] = []
  for (let round = 0; round < 4; round++) {
    const refreshed = await harness.post(
      '/v1/session/refresh',
      { refreshToken },
      { dpop: await proof('/v1/session/refresh') },
    )
    expect(refreshed.status).toBe(200)
    upstreams.push(Number(refreshed.headers.get('x-upstream')))
    const next = (await refreshed.json()) as { refreshToken: string }
    expect(next.refreshToken).not.toBe(refreshToken)
    refreshToken = next.refreshToken
  }
  expect(new Set(upstreams)).toEqual(new Set([0, 1]))
  // The first token, spent on one instance, is refused as a reuse on either (family revoked).
  const reused = await harness.post(
    '/v1/session/refresh',
    { refreshToken: session.refreshToken },
    { dpop: await proof('/v1/session/refresh') },
  )
  expect([reused.status, await reused.json()]).toEqual([401, { error: 'invalid_session' }])
  const afterReuse = await harness.post(
    '/v1/session/refresh',
    { refreshToken },
    { dpop: await proof('/v1/session/refresh') },
  )
  expect(afterReuse.status).toBe(401)
  // The access token one instance issued opens the other's routes.
  for (const instance of harness.instances) {
    const secret = await fetch(`${instance.url}/v1/wallet/recovery-secret`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-forwarded-for': '10.1.1.1' },
    })
    expect(secret.status).toBe(200)
  }
})

test('the per-IP limit holds across both instances, whatever X-Forwarded-For the client sends', async () => {
  const answers = await Promise.all(
    Array.from({ length: 3 * CODES_PER_IP }, async (_, index) => {
      const response = await harness.post(
        '/v1/email/code',
        { projectId: 'demo', email: `limit${index}@example.com`, origin },
        // Forged: the proxy appends the address it saw, which is the one the server counts.
        { 'x-forwarded-for': `198.51.100.${index}` },
      )
      await response.arrayBuffer()
      return { status: response.status, upstream: Number(response.headers.get('x-upstream')) }
    }),
  )
  // The previous test's code request counted too (same client, 127.0.0.1).
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CODES_PER_IP - 1)
  const refused = answers.filter((answer) => answer.status === 429)
  expect(refused).toHaveLength(3 * CODES_PER_IP - (CODES_PER_IP - 1))
  expect(new Set(refused.map((answer) => answer.upstream))).toEqual(new Set([0, 1]))
  const [counter] = await harness.instances[0].sql<{ count: number }[]>`
    select count from rate_limits where key = 'code:ip:127.0.0.1'`
  expect(counter?.count).toBe(3 * CODES_PER_IP + 1)
})
