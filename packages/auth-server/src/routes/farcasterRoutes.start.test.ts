import { createServer, type Server } from 'node:http'
import { startFarcasterRelay } from '@latch/testing-node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDpopKey } from '../testing/dpopProof.js'
import { farcasterRouteTesting, farcasterTestOrigin } from '../testing/farcasterRouteTesting.js'
import { freePort } from '../testing/freePort.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

// Starting a Farcaster login needs the relay fixture only (the Optimism RPC is not called before
// a sign-in is verified: a dead port will do), on free ports.
const relayUrl = `http://127.0.0.1:${await freePort()}`
const env = {
  LATCH_AUTH_OPTIMISM_RPC_URL: `http://127.0.0.1:${await freePort()}`,
  LATCH_AUTH_FARCASTER_RELAY_URL: relayUrl,
}
const harness = useTestAuthServer(env)
let relay: { stop(): Promise<void> } | undefined
beforeAll(async () => {
  relay = await startFarcasterRelay({ port: Number(new URL(relayUrl).port), reuse: false })
}, 60_000)
afterAll(async () => {
  await relay?.stop()
})

const origin = farcasterTestOrigin
const { start, begin, auditDetails, otherServer } = farcasterRouteTesting(harness, {
  env,
  ipPrefix: '10.33.0.',
})

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
