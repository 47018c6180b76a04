import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEV_ALLOWED_ORIGINS } from '../testing/devAuthServerEnv.js'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import {
  type FakeChannelBehaviour,
  type FakeRelay,
  type FakeRpc,
  startFakeRelay,
  startFakeRpc,
} from '../testing/fakeFarcasterServices.js'
import { startTestAuthServer, type TestAuthServer } from '../testing/startTestAuthServer.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

// The result route's waiting, against a fake relay and fake OP RPCs (no chain needed): how often
// the relay is asked, how long a request may last, what a relay or RPC failure answers.
const relay: FakeRelay = await startFakeRelay()
const opRpc: FakeRpc = await startFakeRpc({ chainId: 10 })
const env = { LATCH_AUTH_OPTIMISM_RPC_URL: opRpc.url, LATCH_AUTH_FARCASTER_RELAY_URL: relay.url }
const harness = useTestAuthServer(env)
const others: { stop(): Promise<void> }[] = [relay, opRpc]
afterAll(async () => {
  for (const other of others) await other.stop()
})

const origin = DEV_ALLOWED_ORIGINS[0] as string
let ipCounter = 0
const nextIp = () => `10.31.0.${++ipCounter}`
const post = async (
  server: TestAuthServer,
  path: string,
  body: unknown,
  key: DpopKey,
  options: { ip?: string; signal?: AbortSignal } = {},
) => {
  const dpop = await createDpopProof(key, {
    htu: `${server.url}${path}`,
    iat: Math.floor(server.config.now().getTime() / 1000),
  })
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip ?? nextIp(),
      dpop,
    },
    body: JSON.stringify(body),
    ...(options.signal && { signal: options.signal }),
  })
}
/** Starts a login whose channel answers as `behaviour`: its key, attempt id and channel token. */
const begin = async (behaviour: FakeChannelBehaviour, server = harness.server) => {
  const key = await createDpopKey()
  const started = await post(server, '/v1/farcaster/start', { projectId: 'demo', origin }, key)
  expect(started.status).toBe(200)
  const { attemptId, url } = (await started.json()) as { attemptId: string; url: string }
  const token = new URL(url).searchParams.get('channelToken') as string
  relay.behaviours.set(token, behaviour)
  return { key, attemptId, token }
}
const result = (key: DpopKey, attemptId: string, server = harness.server, signal?: AbortSignal) =>
  post(server, '/v1/farcaster/result', { attemptId }, key, signal && { signal })
const timed = async (request: Promise<Response>) => {
  const startedAt = Date.now()
  const response = await request
  return { response, ms: Date.now() - startedAt, body: await response.json() }
}
const attemptStatus = async (attemptId: string) => {
  const [row] = await harness.server.sql<{ status: string }[]>`
    select status from farcaster_attempts where id = ${attemptId}`
  return row?.status
}

describe.concurrent('POST /v1/farcaster/result: waiting on the relay', () => {
  test('one waiting request per attempt (others: 409 result_pending), one relay call a second', async () => {
    const { key, attemptId, token } = await begin({ kind: 'pending' })
    // A first request abandoned at once: the next one must not ask the relay within the second.
    const abandoned = new AbortController()
    const first = result(key, attemptId, harness.server, abandoned.signal).catch(() => undefined)
    await vi.waitUntil(() => (relay.statusCalls.get(token)?.length ?? 0) >= 1, { timeout: 2_000 })
    abandoned.abort()
    await first
    await new Promise((resolve) => setTimeout(resolve, 100))
    const waiting = [result(key, attemptId), result(key, attemptId), result(key, attemptId)]
    const answers = await Promise.all(waiting.map(timed))
    const statuses = answers.map(({ response }) => response.status).sort()
    expect(statuses).toEqual([202, 409, 409])
    expect(answers.find(({ response }) => response.status === 409)?.body).toEqual({
      error: 'result_pending',
    })
    const calls = relay.statusCalls.get(token) ?? []
    for (let index = 1; index < calls.length; index++)
      expect((calls[index] as number) - (calls[index - 1] as number)).toBeGreaterThanOrEqual(950)
    expect(calls.length).toBeLessThanOrEqual(10)
    expect(await attemptStatus(attemptId)).toBe('pending')
  }, 20_000)

  test('a relay failing every check: 503 relay_unavailable, the attempt still pending, audited once', async () => {
    const { key, attemptId, token } = await begin({ kind: 'failing' })
    for (let round = 0; round < 2; round++) {
      const { response, body, ms } = await timed(result(key, attemptId))
      expect(response.status).toBe(503)
      expect(body).toEqual({ error: 'relay_unavailable' })
      expect(ms).toBeLessThan(9_000)
      expect(await attemptStatus(attemptId)).toBe('pending')
    }
    // The only failing channel of the file's database: one row for its two failed waits.
    const [audited] = await harness.server.sql<{ count: number }[]>`
      select count(*)::int from audit_log where event = 'farcaster_relay_failed'`
    expect(audited?.count).toBe(1)
    // The relay is back: the attempt still waits for its sign-in.
    relay.behaviours.set(token, { kind: 'pending' })
    expect((await result(key, attemptId)).status).toBe(202)
  }, 40_000)

  test("a relay answering in 4.5 s: the request still answers before the frame's 10 s", async () => {
    const { key, attemptId } = await begin({ kind: 'slow', delayMs: 4_500 })
    const { response, ms } = await timed(result(key, attemptId))
    expect(response.status).toBe(202)
    expect(ms).toBeLessThan(8_800)
    expect(await attemptStatus(attemptId)).toBe('pending')
  }, 20_000)
})

describe('POST /v1/farcaster/result: verifying on the Optimism RPC', () => {
  let slowRpc: FakeRpc
  let otherChain: FakeRpc
  let slow: TestAuthServer
  let wrongChain: TestAuthServer
  beforeAll(async () => {
    slowRpc = await startFakeRpc({ chainId: 10, delayMs: 7_000 })
    otherChain = await startFakeRpc({ chainId: 1 })
    others.push(slowRpc, otherChain)
    slow = await startTestAuthServer(harness.postgres.url, {
      ...env,
      LATCH_AUTH_OPTIMISM_RPC_URL: slowRpc.url,
    })
    wrongChain = await startTestAuthServer(harness.postgres.url, {
      ...env,
      LATCH_AUTH_OPTIMISM_RPC_URL: otherChain.url,
    })
    others.push({ stop: () => slow.close() }, { stop: () => wrongChain.close() })
  })

  test('a verification cut off by the end of the wait puts the attempt back to pending', async () => {
    // Completed at the 6th check (about 5 s in): the chain check takes longer than what remains.
    const { key, attemptId } = await begin({ kind: 'completes', after: 5 }, slow)
    const { response, ms } = await timed(result(key, attemptId, slow))
    expect(response.status).toBe(202)
    expect(ms).toBeLessThan(8_800)
    expect(await attemptStatus(attemptId)).toBe('pending')
  }, 20_000)

  test('an RPC of another chain: 503 optimism_rpc_unavailable, its chain id logged', async () => {
    const { key, attemptId } = await begin({ kind: 'completes', after: 0 }, wrongChain)
    const response = await result(key, attemptId, wrongChain)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'optimism_rpc_unavailable' })
    expect(wrongChain.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: expect.stringMatching(/serves chain 1, not OP Mainnet/),
        requestId: expect.any(String),
      }),
    )
  })

  test('the chain id is read once (cached on success); refusals name the claimed fid', async () => {
    const before = opRpc.chainIdCalls
    for (let round = 0; round < 2; round++) {
      const { key, attemptId } = await begin({ kind: 'completes', after: 0 })
      const response = await result(key, attemptId)
      expect(await response.json()).toEqual({
        error: 'farcaster_refused',
        reason: 'invalid_message',
      })
    }
    expect(opRpc.chainIdCalls - before).toBe(1)
    const [row] = await harness.server.sql<{ detail: Record<string, unknown> }[]>`
      select detail from audit_log where event = 'farcaster_refused' order by id desc limit 1`
    expect(row?.detail).toEqual({ reason: 'invalid_message', claimedFid: 1000, origin })
  })
})

describe('POST /v1/farcaster/cancel and /v1/social/cancel', () => {
  test('are limited per IP (LATCH_AUTH_RATE_FARCASTER_CANCELS_PER_IP, …_SOCIAL_CANCELS_PER_IP)', async () => {
    const limited = await startTestAuthServer(harness.postgres.url, {
      ...env,
      LATCH_AUTH_RATE_FARCASTER_CANCELS_PER_IP: '2',
      LATCH_AUTH_RATE_SOCIAL_CANCELS_PER_IP: '2',
    })
    try {
      const key = await createDpopKey()
      for (const path of ['/v1/farcaster/cancel', '/v1/social/cancel']) {
        const cancel = () =>
          post(limited, path, { attemptId: crypto.randomUUID() }, key, { ip: '10.31.9.9' })
        expect((await cancel()).status).toBe(204)
        expect((await cancel()).status).toBe(204)
        expect((await cancel()).status).toBe(429)
      }
    } finally {
      await limited.close()
    }
  })
})
