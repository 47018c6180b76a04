import { describe, expect, test, vi } from 'vitest'
import { createDeviceStore, createMemoryStore } from '../keys/deviceStore.js'
import {
  createDevice,
  createSessionRoutes,
  json,
  ORIGIN,
  proofKeyOf,
} from '../testing/fakeLoginServer.js'

// The host page a popup login ends on.
const RETURN_TO = `${ORIGIN}/shop`

// The auth server's social login API (API.md "Social login") in memory: attempts bound to the
// start's DPoP key, released only to a proof of it with the completion the callback made, their
// refresh tokens bound to the key too. A succeeded attempt asked without its completion is held
// like the server's long-poll (here until the request is aborted).
function createFakeServer() {
  const attempts = new Map<
    string,
    { key: string; status: string; reason?: string; completion?: string }
  >()
  const calls: { call: string; body: Record<string, unknown>; key: string | undefined }[] = []
  let pendingAnswers = 2
  const { session, answer } = createSessionRoutes({
    id: 'user-x',
    email: null,
    username: 'ada',
    provider: 'x',
  })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    const key = proofKeyOf(init, url)
    const call = `${init?.method} ${url.pathname}`
    calls.push({ call, body, key })
    const start = /^POST \/v1\/social\/([a-z0-9-]+)\/start$/.exec(call)
    if (start) {
      if (!key) return json(400, { error: 'invalid_dpop_proof' })
      if (start[1] === 'offline') return json(503, { error: 'provider_unavailable' })
      const attemptId = crypto.randomUUID()
      attempts.set(attemptId, { key, status: 'redirected' })
      return json(200, {
        attemptId,
        authorizeUrl: `http://auth.test/v1/social/${start[1]}/authorize?attempt=${attemptId}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
      })
    }
    const attempt = attempts.get(body.attemptId)
    switch (call) {
      case 'POST /v1/social/result':
        if (!attempt) return json(404, { error: 'unknown_attempt' })
        if (!key) return json(401, { error: 'invalid_dpop_proof' })
        if (key !== attempt.key) return json(401, { error: 'invalid_session' })
        if (attempt.status === 'failed')
          return json(400, { error: 'social_failed', reason: attempt.reason })
        if (attempt.status === 'cancelled') return json(400, { error: 'social_cancelled' })
        if (attempt.status === 'collected') return json(400, { error: 'social_expired' })
        if (attempt.status === 'redirected' || pendingAnswers-- > 0)
          return json(202, { status: 'pending' })
        if (body.completion === undefined)
          return new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          })
        if (body.completion !== attempt.completion)
          return json(401, { error: 'invalid_completion' })
        attempt.status = 'collected'
        return json(200, session(key))
      case 'POST /v1/social/cancel':
        if (attempt && key === attempt.key && attempt.status === 'redirected')
          attempt.status = 'cancelled'
        return json(204, null)
    }
    return answer(call, body, key) ?? json(404, { error: 'not_found' })
  })
  /**
   * The provider's callback for the attempt: `succeeded` (answers the completion the return page
   * gets), or `failed` with a reason.
   */
  const callback = (attemptId: string, reason?: string) => {
    const attempt = attempts.get(attemptId)
    const completion = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
    if (attempt)
      Object.assign(attempt, reason ? { status: 'failed', reason } : { status: 'ok', completion })
    return completion
  }
  return { fetch, calls, attempts, callback, pending: (count: number) => (pendingAnswers = count) }
}

/** Moves fake time on until `promise` settles. */
/** A device whose frame started a popup-mode login with `x` on `server`: the device and the attempt's id. */
async function startPopupLogin(server: ReturnType<typeof createFakeServer>) {
  const device = createDevice(server)
  const { attemptId } = await device.session.startSocial({
    provider: 'x',
    mode: 'popup',
    returnTo: RETURN_TO,
  })
  return { device, attemptId }
}

async function settle(promise: Promise<unknown>) {
  let settled = false
  promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  // Real work (WebCrypto) runs between the steps; only the pauses' timers are fake.
  for (let step = 0; !settled && step < 2000; step++) {
    await vi.advanceTimersByTimeAsync(100)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('social login in the session manager (issue 28)', () => {
  test('a popup login: the attempt’s key is non-extractable, polled through 202s, and binds the session', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const started = await device.session.startSocial({
      provider: 'x',
      mode: 'popup',
      returnTo: RETURN_TO,
    })
    expect(started.url).toBe(`http://auth.test/v1/social/x/authorize?attempt=${started.attemptId}`)
    expect(server.calls[0]?.body).toEqual({
      projectId: 'demo',
      origin: ORIGIN,
      mode: 'popup',
      returnTo: RETURN_TO,
    })
    const stored = await device.store.getSocialAttempt('demo')
    expect(stored).toMatchObject({ attemptId: started.attemptId, provider: 'x' })
    expect(stored?.proofKey.privateKey.extractable).toBe(false)
    const completion = server.callback(started.attemptId)
    const signedIn = await device.session.awaitSocial(
      started.attemptId,
      new AbortController().signal,
      completion,
    )
    expect(signedIn).toEqual({ address: expect.any(String), username: 'ada', provider: 'x' })
    expect(device.session.current()).toEqual(signedIn)
    const results = server.calls.filter(({ call }) => call === 'POST /v1/social/result')
    expect(results).toHaveLength(3)
    const startKey = server.calls[0]?.key
    expect(results.every(({ key }) => key === startKey)).toBe(true)
    expect(await device.store.getSocialAttempt('demo')).toBeUndefined()
    // The refresh token is bound to the attempt's key: a reload restores the session with it.
    const reloaded = createDevice(server, device.store)
    expect(await reloaded.session.restore()).toEqual(signedIn)
    expect(server.calls.at(-1)).toMatchObject({ call: 'POST /v1/session/refresh', key: startKey })
  })

  test('redirect mode: a new manager on the same store (the page came back) collects the attempt', async () => {
    const server = createFakeServer()
    server.pending(0)
    const store = createDeviceStore(createMemoryStore())
    const returnTo = `${ORIGIN}/shop?tab=1`
    const { attemptId } = await createDevice(server, store).session.startSocial({
      provider: 'google',
      mode: 'redirect',
      returnTo,
    })
    expect(server.calls[0]?.body).toEqual({
      projectId: 'demo',
      origin: ORIGIN,
      mode: 'redirect',
      returnTo,
    })
    // The page comes back with latch_social=<attempt id>.<completion>.
    const completion = server.callback(attemptId)
    const back = createDevice(server, store)
    expect(
      await back.session.awaitSocial(attemptId, new AbortController().signal, completion),
    ).toMatchObject({ provider: 'x' })
    const results = server.calls.filter(({ call }) => call === 'POST /v1/social/result')
    expect(results.map(({ body }) => body)).toEqual([{ attemptId, completion }])
  })

  test('both modes refuse a returnTo off the host origin before any request', async () => {
    const server = createFakeServer()
    const { session } = createDevice(server)
    for (const mode of ['popup', 'redirect'] as const)
      for (const returnTo of [undefined, 'https://evil.example/', 'javascript:alert(1)', 'x']) {
        await expect(
          session.startSocial({ provider: 'google', mode, returnTo: returnTo as string }),
        ).rejects.toMatchObject({
          code: -32602,
          message: 'returnTo must be a page of the host origin.',
        })
      }
    expect(server.fetch).not.toHaveBeenCalled()
  })

  test('abort rejects the wait with 4001; cancelSocial cancels with the attempt’s key', async () => {
    const server = createFakeServer()
    const { device, attemptId } = await startPopupLogin(server)
    const controller = new AbortController()
    const waiting = device.session.awaitSocial(attemptId, controller.signal)
    await vi.waitFor(() =>
      expect(server.calls.some(({ call }) => call === 'POST /v1/social/result')).toBe(true),
    )
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
    await device.session.cancelSocial(attemptId)
    expect(server.calls.at(-1)).toMatchObject({
      call: 'POST /v1/social/cancel',
      body: { attemptId },
      key: server.calls[0]?.key,
    })
    expect(server.attempts.get(attemptId)?.status).toBe('cancelled')
    expect(await device.store.getSocialAttempt('demo')).toBeUndefined()
    await expect(
      device.session.awaitSocial(attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'social_expired' })
  })

  test('a failed login answers its reason and forgets the attempt', async () => {
    const server = createFakeServer()
    const { device, attemptId } = await startPopupLogin(server)
    server.callback(attemptId, 'access_denied')
    await expect(
      device.session.awaitSocial(attemptId, new AbortController().signal),
    ).rejects.toMatchObject({ code: 4100, reason: 'access_denied' })
    expect(await device.store.getSocialAttempt('demo')).toBeUndefined()
    expect(device.session.current()).toBeNull()
  })

  test('a provider that is down is reported at start, and nothing is stored', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    await expect(
      device.session.startSocial({ provider: 'offline', mode: 'popup', returnTo: RETURN_TO }),
    ).rejects.toMatchObject({ code: 4900, reason: 'provider_unavailable' })
    expect(await device.store.getSocialAttempt('demo')).toBeUndefined()
  })

  test('an unreachable server is ridden out three times, then answered as network', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const server = createFakeServer()
      server.pending(0)
      const { device, attemptId } = await startPopupLogin(server)
      const completion = server.callback(attemptId)
      server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      const ridden = device.session.awaitSocial(attemptId, new AbortController().signal, completion)
      await settle(ridden)
      expect(await ridden).toMatchObject({ provider: 'x' })

      const second = await device.session.startSocial({
        provider: 'x',
        mode: 'popup',
        returnTo: RETURN_TO,
      })
      for (let i = 0; i < 4; i++) server.fetch.mockRejectedValueOnce(new TypeError('down'))
      const failing = device.session.awaitSocial(second.attemptId, new AbortController().signal)
      await settle(failing)
      await expect(failing).rejects.toMatchObject({ code: 4900, reason: 'network' })
      // Kept: the host may wait for it again once the server is back.
      expect(await device.store.getSocialAttempt('demo')).toMatchObject({
        attemptId: second.attemptId,
      })
    } finally {
      vi.useRealTimers()
    }
  })

  test('the popup’s completion reaches the running wait: its held request is dropped and the server asked again at once', async () => {
    const server = createFakeServer()
    server.pending(0)
    const { device, attemptId } = await startPopupLogin(server)
    const completion = server.callback(attemptId)
    const waiting = device.session.awaitSocial(attemptId, new AbortController().signal)
    const results = () => server.calls.filter(({ call }) => call === 'POST /v1/social/result')
    // Succeeded, but asked without the completion: the server holds the request (the attack's
    // collector never gets further than this).
    await vi.waitFor(() => expect(results()).toHaveLength(1))
    expect(results()[0]?.body).toEqual({ attemptId })
    // Another attempt's completion changes nothing.
    device.session.completeSocial(crypto.randomUUID(), completion)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(results()).toHaveLength(1)
    device.session.completeSocial(attemptId, completion)
    expect(await waiting).toMatchObject({ provider: 'x', username: 'ada' })
    expect(results().map(({ body }) => body)).toEqual([{ attemptId }, { attemptId, completion }])
    expect(await device.store.getSocialAttempt('demo')).toBeUndefined()
  })

  test('a completion given before the wait starts is kept for it', async () => {
    const server = createFakeServer()
    server.pending(0)
    const { device, attemptId } = await startPopupLogin(server)
    const completion = server.callback(attemptId)
    device.session.completeSocial(attemptId, completion)
    expect(await device.session.awaitSocial(attemptId, new AbortController().signal)).toMatchObject(
      { provider: 'x' },
    )
    const results = server.calls.filter(({ call }) => call === 'POST /v1/social/result')
    expect(results.map(({ body }) => body)).toEqual([{ attemptId, completion }])
  })

  test('a wrong completion fails the login (social_failed) and opens no session', async () => {
    const server = createFakeServer()
    server.pending(0)
    const { device, attemptId } = await startPopupLogin(server)
    server.callback(attemptId)
    await expect(
      device.session.awaitSocial(attemptId, new AbortController().signal, 'A'.repeat(43)),
    ).rejects.toMatchObject({ code: 4100, reason: 'social_failed' })
    expect(device.session.current()).toBeNull()
    expect(server.attempts.get(attemptId)?.status).toBe('ok')
  })
})
