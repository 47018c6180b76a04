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
import { createDpopKey, type DpopKey } from '../testing/dpopProof.js'
import { farcasterRouteTesting, farcasterTestOrigin } from '../testing/farcasterRouteTesting.js'
import { freePort } from '../testing/freePort.js'
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

const origin = farcasterTestOrigin
const { fid, username, privateKey: custodyKey } = FARCASTER_TEST_IDENTITY
const { nextIp, proof, post, begin, auditDetails, otherServer } = farcasterRouteTesting(harness, {
  env,
  ipPrefix: '10.30.0.',
})
const result = (key: DpopKey, attemptId: string, server = harness.server) =>
  post(server, '/v1/farcaster/result', { attemptId }, key)
const cancel = (key: DpopKey, attemptId: string, server = harness.server) =>
  post(server, '/v1/farcaster/cancel', { attemptId }, key)

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
const attemptStatus = async (attemptId: string) => {
  const [row] = await harness.server.sql<{ status: string; failure: string | null }[]>`
    select status, failure from farcaster_attempts where id = ${attemptId}`
  return row
}

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
