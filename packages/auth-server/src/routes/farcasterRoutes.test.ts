import { createServer, type Server } from 'node:http'
import {
  addFarcasterAuthAddress,
  FARCASTER_TEST_IDENTITY,
  playFarcasterApp,
  startFarcasterRelay,
  startOptimismAnvil,
} from '@latch/testing-node'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { SiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ALLOWED_ORIGINS } from '../testing/devAuthServerEnv.js'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import { freePort } from '../testing/freePort.js'
import { startTestAuthServer, type TestAuthServer } from '../testing/startTestAuthServer.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

// One OP-like anvil (chain 10, the registries, fid 1000 held by account #5) and one relay fixture
// for the file, on free ports.
const optimismUrl = `http://127.0.0.1:${await freePort()}`
const relayUrl = `http://127.0.0.1:${await freePort()}`
const env = { LATCH_AUTH_OPTIMISM_RPC_URL: optimismUrl, LATCH_AUTH_FARCASTER_RELAY_URL: relayUrl }
const harness = useTestAuthServer(env)
const services: { stop(): Promise<void> }[] = []
beforeAll(async () => {
  services.push(await startOptimismAnvil({ port: Number(new URL(optimismUrl).port), reuse: false }))
  services.push(await startFarcasterRelay({ port: Number(new URL(relayUrl).port), reuse: false }))
}, 60_000)
afterAll(async () => {
  for (const service of services) await service.stop()
})

const origin = DEV_ALLOWED_ORIGINS[0] as string
const { fid, username, privateKey: custodyKey } = FARCASTER_TEST_IDENTITY
let ipCounter = 0
const nextIp = () => ({ 'x-forwarded-for': `10.30.0.${++ipCounter}` })

/** A DPoP proof for `path` on `server`, issued at the server's (movable) time. */
const proof = (server: TestAuthServer, key: DpopKey, path: string) =>
  createDpopProof(key, {
    htu: `${server.url}${path}`,
    iat: Math.floor(server.config.now().getTime() / 1000),
  })
const post = async (
  server: TestAuthServer,
  path: string,
  body: unknown,
  key: DpopKey | undefined,
) =>
  server.post(path, body, {
    ...nextIp(),
    ...(key && { dpop: await proof(server, key, path) }),
  })
const start = (key: DpopKey | undefined, body: object = {}, server = harness.server) =>
  post(server, '/v1/farcaster/start', { projectId: 'demo', origin, ...body }, key)
const result = (key: DpopKey, attemptId: string, server = harness.server) =>
  post(server, '/v1/farcaster/result', { attemptId }, key)
const cancel = (key: DpopKey, attemptId: string, server = harness.server) =>
  post(server, '/v1/farcaster/cancel', { attemptId }, key)

/** Starts a login with a new frame key: the attempt and its channel URL. */
const begin = async (server = harness.server) => {
  const key = await createDpopKey()
  const started = await start(key, {}, server)
  expect(started.status).toBe(200)
  const body = (await started.json()) as { attemptId: string; url: string; expiresAt: string }
  return { key, ...body }
}
/** Plays the Farcaster app on a started login's channel (account #5 for fid 1000 unless told). */
const play = (
  url: string,
  options: { privateKey?: Hex; fid?: number; overrides?: Partial<SiweMessage> } = {},
) =>
  playFarcasterApp({
    relayUrl,
    url,
    privateKey: options.privateKey ?? custodyKey,
    fid: options.fid ?? fid,
    username,
    ...(options.overrides && { overrides: options.overrides }),
  })

const counts = async () => {
  const [row] = await harness.server.sql<{ users: number; identities: number; families: number }[]>`
    select (select count(*)::int from users) as users,
      (select count(*)::int from user_identities) as identities,
      (select count(*)::int from refresh_token_families) as families`
  return row
}
const auditDetails = async (event: string) =>
  (
    await harness.server.sql<{ detail: Record<string, unknown> }[]>`
      select detail from audit_log where event = ${event} order by id`
  ).map((row) => row.detail)
const attemptStatus = async (attemptId: string) => {
  const [row] = await harness.server.sql<{ status: string; failure: string | null }[]>`
    select status, failure from farcaster_attempts where id = ${attemptId}`
  return row
}

/** A server sharing the file's database, `env` on top of the file's settings. */
const otherServer = (overrides: Record<string, string>) =>
  startTestAuthServer(harness.postgres.url, { ...env, ...overrides })

describe('GET /v1/social/providers', () => {
  test('lists Farcaster, last, when it is on; not when it is off', async () => {
    const on = await fetch(`${harness.server.url}/v1/social/providers`)
    expect((await on.json()).providers.at(-1)).toEqual({ id: 'farcaster', name: 'Farcaster' })
    const off = await otherServer({ LATCH_AUTH_OPTIMISM_RPC_URL: '' })
    try {
      const listed = await fetch(`${off.url}/v1/social/providers`)
      expect((await listed.json()).providers).not.toContainEqual(
        expect.objectContaining({ id: 'farcaster' }),
      )
      const started = await start(await createDpopKey(), {}, off)
      expect(started.status).toBe(404)
      expect(await started.json()).toEqual({ error: 'unknown_provider' })
    } finally {
      await off.close()
    }
  })
})

describe('POST /v1/farcaster/start', () => {
  test('opens a relay channel: the attempt, its URL and when it expires (5 minutes)', async () => {
    const before = Date.now()
    const { attemptId, url, expiresAt } = await begin()
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    const expiry = Date.parse(expiresAt) - before
    expect(expiry).toBeGreaterThan(4.9 * 60_000)
    expect(expiry).toBeLessThanOrEqual(5 * 60_000 + 1_000)
    const [row] = await harness.server.sql<{ domain: string; origin: string; status: string }[]>`
      select domain, origin, status from farcaster_attempts where id = ${attemptId}`
    expect(row).toEqual({ domain: new URL(origin).host, origin, status: 'pending' })
    expect(await auditDetails('farcaster_started')).toContainEqual({ origin })
  })

  test('refuses a bad body, project id, proof or origin', async () => {
    const key = await createDpopKey()
    const answer = async (response: Response) => [response.status, (await response.json()).error]
    expect(await answer(await start(key, { origin: 42 }))).toEqual([400, 'invalid_request'])
    expect(await answer(await start(key, { projectId: 'a b' }))).toEqual([
      400,
      'invalid_project_id',
    ])
    expect(await answer(await start(undefined))).toEqual([400, 'invalid_dpop_proof'])
    expect(await answer(await start(key, { projectId: 'nope' }))).toEqual([404, 'unknown_project'])
    const evil = 'https://evil.example.com'
    expect(await answer(await start(key, { origin: evil }))).toEqual([400, 'invalid_origin'])
    expect(await auditDetails('farcaster_refused')).toContainEqual({
      reason: 'invalid_origin',
      origin: evil,
    })
  })

  test('a relay that is down or silent: 503 relay_unavailable within 5 s, nothing stored', async () => {
    const silent: Server = createServer(() => {})
    const silentPort = await freePort()
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve))
    const down = await otherServer({
      LATCH_AUTH_FARCASTER_RELAY_URL: `http://127.0.0.1:${await freePort()}`,
    })
    const slow = await otherServer({
      LATCH_AUTH_FARCASTER_RELAY_URL: `http://127.0.0.1:${silentPort}`,
    })
    try {
      for (const server of [down, slow]) {
        const [before] = await server.sql<{ attempts: number }[]>`
          select count(*)::int as attempts from farcaster_attempts`
        const startedAt = Date.now()
        const started = await start(await createDpopKey(), {}, server)
        expect(Date.now() - startedAt).toBeLessThan(6_500)
        expect(started.status).toBe(503)
        expect(await started.json()).toEqual({ error: 'relay_unavailable' })
        const [after] = await server.sql<{ attempts: number }[]>`
          select count(*)::int as attempts from farcaster_attempts`
        expect(after).toEqual(before)
      }
    } finally {
      silent.closeAllConnections()
      silent.close()
      await down.close()
      await slow.close()
    }
  }, 20_000)
})

describe('POST /v1/farcaster/result', () => {
  test("logs in with the fid's custody key: a session for the fid's user, once", async () => {
    const { key, attemptId, url } = await begin()
    await play(url)
    const response = await result(key, attemptId)
    expect(response.status).toBe(200)
    const session = await response.json()
    expect(session.user).toEqual({
      id: expect.any(String),
      email: null,
      username,
      provider: 'farcaster',
      passkeys: 0,
    })
    const identities = await harness.server.sql`
      select user_id, issuer, username from user_identities
      where provider = 'farcaster' and subject = ${String(fid)}`
    expect(identities).toEqual([{ user_id: session.user.id, issuer: 'farcaster', username }])
    expect(await auditDetails('login')).toContainEqual(
      expect.objectContaining({ method: 'farcaster', created: true, fid }),
    )
    // Replayed: the attempt was collected.
    const again = await result(key, attemptId)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: 'farcaster_expired' })
    expect(await attemptStatus(attemptId)).toEqual({ status: 'collected', failure: null })

    // The same fid logs in to the same user; the refresh answers the username.
    const second = await begin()
    await play(second.url)
    const next = await (await result(second.key, second.attemptId)).json()
    expect(next.user.id).toBe(session.user.id)
    const refreshed = await harness.server.post(
      '/v1/session/refresh',
      { refreshToken: next.refreshToken },
      {
        ...nextIp(),
        dpop: await proof(harness.server, second.key, '/v1/session/refresh'),
      },
    )
    expect(refreshed.status).toBe(200)
    expect((await refreshed.json()).user).toMatchObject({ username, provider: 'farcaster' })
  })

  test('logs in with an auth address the fid approved (key type 2)', async () => {
    const authKey = generatePrivateKey()
    await addFarcasterAuthAddress({
      rpcUrl: optimismUrl,
      fid,
      address: privateKeyToAccount(authKey).address,
    })
    const custody = await begin()
    await play(custody.url)
    const custodyUser = (await (await result(custody.key, custody.attemptId)).json()).user.id
    const { key, attemptId, url } = await begin()
    await play(url, { privateKey: authKey })
    const response = await result(key, attemptId)
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({ id: custodyUser, username })
  })

  test.each<[string, () => Parameters<typeof play>[1], string]>([
    [
      'a key neither custody nor auth address',
      () => ({ privateKey: generatePrivateKey() }),
      'unauthorized_signer',
    ],
    ['a wrong nonce', () => ({ overrides: { nonce: 'someoneElsesNonce1234' } }), 'invalid_nonce'],
    ['a wrong domain', () => ({ overrides: { domain: 'evil.example.com' } }), 'invalid_domain'],
    [
      'an expired message',
      () => ({ overrides: { expirationTime: new Date(Date.now() - 60_000) } }),
      'expired_message',
    ],
    ['a fid the registry does not know', () => ({ fid: 4242 }), 'unauthorized_signer'],
  ])('refuses %s: farcaster_refused, nothing stored', async (_, options, reason) => {
    const before = await counts()
    const { key, attemptId, url } = await begin()
    await play(url, options())
    const response = await result(key, attemptId)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'farcaster_refused', reason })
    expect(await counts()).toEqual(before)
    expect(await attemptStatus(attemptId)).toEqual({ status: 'failed', failure: reason })
    expect(await auditDetails('farcaster_refused')).toContainEqual(
      expect.objectContaining({ reason, origin, claimedFid: options()?.fid ?? fid }),
    )
    // Asked again: the same refusal, still nothing stored.
    expect((await result(key, attemptId)).status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  test('an Optimism RPC that is down: 503 optimism_rpc_unavailable, no login', async () => {
    const down = await otherServer({
      LATCH_AUTH_OPTIMISM_RPC_URL: `http://127.0.0.1:${await freePort()}`,
    })
    try {
      const before = await counts()
      const { key, attemptId, url } = await begin(down)
      await play(url)
      const startedAt = Date.now()
      const response = await result(key, attemptId, down)
      expect(Date.now() - startedAt).toBeLessThan(6_500)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: 'optimism_rpc_unavailable' })
      expect(await counts()).toEqual(before)
      expect(await attemptStatus(attemptId)).toEqual({
        status: 'failed',
        failure: 'optimism_rpc_unavailable',
      })
    } finally {
      await down.close()
    }
  }, 20_000)

  test("another key is refused and audited; the attempt's own key still collects", async () => {
    const { key, attemptId, url } = await begin()
    await play(url)
    const thief = await createDpopKey()
    const stolen = await result(thief, attemptId)
    expect(stolen.status).toBe(401)
    expect(await stolen.json()).toEqual({ error: 'invalid_session' })
    expect((await result(thief, attemptId)).status).toBe(401)
    const [audited] = await harness.server.sql<{ count: number }[]>`
      select count(*)::int from audit_log where event = 'farcaster_wrong_key'`
    expect(audited?.count).toBe(1)
    expect(await attemptStatus(attemptId)).toEqual({ status: 'pending', failure: null })
    expect((await result(key, attemptId)).status).toBe(200)
  })

  test('waits up to 8 s, then answers 202 pending', async () => {
    const { key, attemptId } = await begin()
    const startedAt = Date.now()
    const response = await result(key, attemptId)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'pending' })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(6_500)
    expect(Date.now() - startedAt).toBeLessThan(9_500)
  }, 15_000)

  test('past 5 minutes, or a channel the relay forgot: farcaster_expired, nothing stored', async () => {
    const shortRelay = await startFarcasterRelay({ port: await freePort(), channelTtlMs: 300 })
    const forgetful = await otherServer({ LATCH_AUTH_FARCASTER_RELAY_URL: shortRelay.url })
    try {
      const before = await counts()
      const gone = await begin(forgetful)
      await new Promise((resolve) => setTimeout(resolve, 400))
      const forgotten = await result(gone.key, gone.attemptId, forgetful)
      expect(forgotten.status).toBe(400)
      expect(await forgotten.json()).toEqual({ error: 'farcaster_expired' })

      const late = await begin()
      await play(late.url)
      harness.server.advanceClock(5 * 60_000)
      const expired = await result(late.key, late.attemptId)
      expect(expired.status).toBe(400)
      expect(await expired.json()).toEqual({ error: 'farcaster_expired' })
      expect(await counts()).toEqual(before)
    } finally {
      await forgetful.close()
      await shortRelay.stop()
    }
  })

  test('an unknown attempt: 404; a missing proof: 401', async () => {
    const key = await createDpopKey()
    const unknown = await result(key, crypto.randomUUID())
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'unknown_attempt' })
    const unproved = await post(
      harness.server,
      '/v1/farcaster/result',
      { attemptId: crypto.randomUUID() },
      undefined,
    )
    expect(unproved.status).toBe(401)
  })
})

describe('POST /v1/farcaster/cancel', () => {
  test('ends a pending attempt for its key only; a sign-in afterwards logs no one in', async () => {
    const { key, attemptId, url } = await begin()
    expect((await cancel(await createDpopKey(), attemptId)).status).toBe(204)
    expect(await attemptStatus(attemptId)).toEqual({ status: 'pending', failure: null })
    expect((await cancel(key, attemptId)).status).toBe(204)
    expect(await attemptStatus(attemptId)).toEqual({ status: 'cancelled', failure: null })
    expect(await auditDetails('farcaster_cancelled')).toContainEqual({ origin })
    const before = await counts()
    await play(url)
    const response = await result(key, attemptId)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'farcaster_cancelled' })
    expect(await counts()).toEqual(before)
  })
})
