import { describe, expect, test, vi } from 'vitest'
import {
  createDevice,
  createSessionRoutes,
  json,
  ORIGIN,
  proofKeyOf,
} from '../testing/fakeLoginServer.js'

// The auth server's Farcaster login API (API.md "Farcaster login") in memory: attempts bound to
// the start's DPoP key, pending until the Farcaster app signed (`sign`), their sessions' refresh
// tokens bound to the key too.
function createFakeServer() {
  const attempts = new Map<string, { key: string; status: string; error?: object }>()
  const calls: { call: string; body: Record<string, unknown>; key: string | undefined }[] = []
  const { session, answer } = createSessionRoutes({
    id: 'user-fid-1000',
    email: null,
    username: 'latch-test',
    provider: 'farcaster',
  })
  let relayUp = true
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    const key = proofKeyOf(init, url)
    const call = `${init?.method} ${url.pathname}`
    calls.push({ call, body, key })
    const attempt = attempts.get(body.attemptId)
    switch (call) {
      case 'POST /v1/farcaster/start': {
        if (!key) return json(400, { error: 'invalid_dpop_proof' })
        if (!relayUp) return json(503, { error: 'relay_unavailable' })
        const attemptId = crypto.randomUUID()
        attempts.set(attemptId, { key, status: 'pending' })
        return json(200, {
          attemptId,
          url: `https://farcaster.xyz/~/siwf?channelToken=${attemptId}`,
          expiresAt: '2030-01-01T00:00:00.000Z',
        })
      }
      case 'POST /v1/farcaster/result':
        if (!attempt) return json(404, { error: 'unknown_attempt' })
        if (key !== attempt.key) return json(401, { error: 'invalid_session' })
        if (attempt.error) return json(400, attempt.error)
        if (attempt.status === 'cancelled') return json(400, { error: 'farcaster_cancelled' })
        if (attempt.status === 'collected') return json(400, { error: 'farcaster_expired' })
        if (attempt.status === 'pending') return json(202, { status: 'pending' })
        attempt.status = 'collected'
        return json(200, session(key))
      case 'POST /v1/farcaster/cancel':
        if (attempt && key === attempt.key && attempt.status === 'pending')
          attempt.status = 'cancelled'
        return json(204, null)
    }
    return answer(call, body, key) ?? json(404, { error: 'not_found' })
  })
  return {
    fetch,
    calls,
    attempts,
    /** The Farcaster app signed in (the server verified it), or the server refused with `error`. */
    sign: (attemptId: string, error?: object) =>
      Object.assign(attempts.get(attemptId) ?? {}, error ? { error } : { status: 'signed' }),
    relay: (up: boolean) => (relayUp = up),
  }
}

const results = (server: ReturnType<typeof createFakeServer>) =>
  server.calls.filter(({ call }) => call === 'POST /v1/farcaster/result')

describe('Farcaster login in the session manager (issue 30)', () => {
  test('start, a long poll through 202s with the attempt’s key, then a session bound to it', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const started = await device.session.startFarcaster()
    expect(started).toEqual({
      attemptId: expect.any(String),
      url: `https://farcaster.xyz/~/siwf?channelToken=${started.attemptId}`,
      expiresAt: '2030-01-01T00:00:00.000Z',
    })
    expect(server.calls[0]).toMatchObject({
      call: 'POST /v1/farcaster/start',
      body: { projectId: 'demo', origin: ORIGIN },
    })
    const waiting = device.session.awaitFarcaster(started.attemptId, new AbortController().signal)
    await vi.waitFor(() => expect(results(server).length).toBeGreaterThan(1))
    server.sign(started.attemptId)
    const signedIn = await waiting
    expect(signedIn).toEqual({
      address: expect.any(String),
      username: 'latch-test',
      provider: 'farcaster',
    })
    expect(device.session.current()).toEqual(signedIn)
    const startKey = server.calls[0]?.key
    expect(startKey).toEqual(expect.any(String))
    expect(results(server).every(({ key }) => key === startKey)).toBe(true)
    // The refresh token is bound to the attempt's key: a reload restores the session with it.
    const reloaded = createDevice(server, device.store)
    expect(await reloaded.session.restore()).toEqual(signedIn)
    expect(server.calls.at(-1)).toMatchObject({ call: 'POST /v1/session/refresh', key: startKey })
    // The attempt is forgotten: a second wait for it has nothing to wait for.
    await expect(
      device.session.awaitFarcaster(started.attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'farcaster_expired' })
  })

  test('abort rejects the wait with 4001; cancelFarcaster cancels with the attempt’s key', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const { attemptId } = await device.session.startFarcaster()
    const controller = new AbortController()
    const waiting = device.session.awaitFarcaster(attemptId, controller.signal)
    await vi.waitFor(() => expect(results(server).length).toBeGreaterThan(0))
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
    await device.session.cancelFarcaster(attemptId)
    expect(server.calls.at(-1)).toMatchObject({
      call: 'POST /v1/farcaster/cancel',
      body: { attemptId },
      key: server.calls[0]?.key,
    })
    expect(server.attempts.get(attemptId)?.status).toBe('cancelled')
    await expect(
      device.session.awaitFarcaster(attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'farcaster_expired' })
    // An attempt not held here is not cancelled on the server.
    const before = server.calls.length
    await device.session.cancelFarcaster(crypto.randomUUID())
    expect(server.calls).toHaveLength(before)
  })

  test('a new start cancels the attempt before it, on the server too', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const first = await device.session.startFarcaster()
    const second = await device.session.startFarcaster()
    expect(second.attemptId).not.toBe(first.attemptId)
    expect(second.url).not.toBe(first.url)
    await vi.waitFor(() => expect(server.attempts.get(first.attemptId)?.status).toBe('cancelled'))
    const keys = server.calls.filter(({ call }) => call === 'POST /v1/farcaster/start')
    expect(keys[0]?.key).not.toBe(keys[1]?.key)
    await expect(
      device.session.awaitFarcaster(first.attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'farcaster_expired' })
  })

  test.each([
    [{ error: 'farcaster_refused', reason: 'unauthorized_signer' }, 4100, 'farcaster_refused'],
    [{ error: 'farcaster_expired' }, 4100, 'farcaster_expired'],
    [{ error: 'optimism_rpc_unavailable' }, 4900, 'optimism_rpc_unavailable'],
  ])(
    'a refused login (%o) answers %i %s, forgets the attempt and opens no session',
    async (error, code, reason) => {
      const server = createFakeServer()
      const device = createDevice(server)
      const { attemptId } = await device.session.startFarcaster()
      server.sign(attemptId, error)
      await expect(
        device.session.awaitFarcaster(attemptId, new AbortController().signal),
      ).rejects.toMatchObject({ code, reason })
      expect(device.session.current()).toBeNull()
      expect(await device.store.getSession('demo')).toBeUndefined()
    },
  )

  test('an attempt the server no longer knows has expired (a new QR code is needed)', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const { attemptId } = await device.session.startFarcaster()
    server.attempts.delete(attemptId)
    await expect(
      device.session.awaitFarcaster(attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'farcaster_expired' })
  })

  test('a relay that is down is reported at start, and nothing is held', async () => {
    const server = createFakeServer()
    server.relay(false)
    const device = createDevice(server)
    await expect(device.session.startFarcaster()).rejects.toMatchObject({
      code: 4900,
      reason: 'relay_unavailable',
    })
    expect(server.attempts.size).toBe(0)
  })
})
