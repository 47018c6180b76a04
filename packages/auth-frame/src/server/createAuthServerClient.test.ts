import { describe, expect, test, vi } from 'vitest'
import { createProofKey } from '../keys/dpopProof.js'
import { createAuthServerClient } from './createAuthServerClient.js'

const session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  user: { id: 'user-1', email: 'a@example.com' },
  wallet: null,
}

const claimsOf = (init: RequestInit | undefined) => {
  const proof = new Headers(init?.headers).get('dpop')
  return proof
    ? JSON.parse(Buffer.from(proof.split('.')[1] as string, 'base64url').toString())
    : null
}

describe('createAuthServerClient', () => {
  test('refresh and login carry a DPoP proof for their URL, dated by the server’s clock', async () => {
    const deviceNow = Date.parse('2026-01-01T00:00:00Z')
    const serverDate = new Date(deviceNow + 10 * 60_000).toUTCString()
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(session), { status: 200, headers: { date: serverDate } }),
    )
    const client = createAuthServerClient({
      baseUrl: 'https://auth.example',
      fetch,
      now: () => deviceNow,
    })
    const proofKey = await createProofKey()
    await client.verifyCode({ projectId: 'demo', email: 'a@example.com', code: '123456' }, proofKey)
    expect(claimsOf(fetch.mock.calls[0]?.[1])).toMatchObject({
      htm: 'POST',
      htu: 'https://auth.example/v1/email/verify',
      iat: deviceNow / 1000,
    })
    await client.refresh('refresh', proofKey)
    expect(claimsOf(fetch.mock.calls[1]?.[1])).toMatchObject({
      htm: 'POST',
      htu: 'https://auth.example/v1/session/refresh',
      iat: deviceNow / 1000 + 600,
    })
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ allowedOrigins: [] })))
    await client.getAllowedOrigins('demo')
    expect(claimsOf(fetch.mock.calls[2]?.[1])).toBeNull()
  })

  test('getRpcUrls: the project’s trusted RPC URLs; any other shape trusts none (network error)', async () => {
    const answering = (body: unknown) =>
      createAuthServerClient({
        baseUrl: 'https://auth.example',
        fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
      })
    const rpcUrls = {
      'eip155:31337': 'http://127.0.0.1:8545',
      'eip155:1': 'https://eth.example',
      'solana:Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ': 'http://127.0.0.1:8899',
    }
    expect(await answering({ rpcUrls }).getRpcUrls('demo')).toEqual(rpcUrls)
    for (const bad of [
      { rpcUrls: { '1': 'https://eth.example' } },
      { rpcUrls: { 'solana:mainnet': 'https://sol.example' } },
      { rpcUrls: { 'eip155:1': 'javascript:alert(1)' } },
      { rpcUrls: [] },
      {},
    ])
      await expect(answering(bad).getRpcUrls('demo')).rejects.toMatchObject({ error: 'network' })
  })

  test('issue 26 item 5: code requests and logins given the device key carry its proof in Latch-Device-Proof', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(session), { status: 200 }),
    )
    const client = createAuthServerClient({ baseUrl: 'https://auth.example', fetch })
    const deviceKey = await createProofKey()
    const proofKey = await createProofKey()
    const deviceProofOf = (call: number) => {
      const headers = new Headers(fetch.mock.calls[call]?.[1]?.headers)
      const proof = headers.get('latch-device-proof')
      if (!proof) return null
      const [header, payload] = proof
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
      return { header, payload, dpop: headers.get('dpop') }
    }
    const deviceJwk = await crypto.subtle.exportKey('jwk', deviceKey.publicKey)
    const body = { projectId: 'demo', email: 'a@example.com' }
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ expiresAt: '2030-01-01T00:00:00Z' })))
    await client.sendCode({ ...body, origin: 'https://host.example' }, deviceKey)
    expect(deviceProofOf(0)).toMatchObject({
      header: { typ: 'dpop+jwt', alg: 'ES256', jwk: { x: deviceJwk.x, y: deviceJwk.y } },
      payload: { htm: 'POST', htu: 'https://auth.example/v1/email/code' },
      dpop: null,
    })
    await client.verifyCode({ ...body, code: '123456' }, proofKey, deviceKey)
    const login = deviceProofOf(1)
    expect(login).toMatchObject({
      header: { jwk: { x: deviceJwk.x, y: deviceJwk.y } },
      payload: { htm: 'POST', htu: 'https://auth.example/v1/email/verify' },
    })
    // The session's own DPoP proof is signed with the other key.
    expect(
      login?.dpop &&
        JSON.parse(Buffer.from(login.dpop.split('.')[0] as string, 'base64url').toString()).jwk.x,
    ).not.toBe(deviceJwk.x)
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ expiresAt: '2030-01-01T00:00:00Z' })))
    await client.sendCode({ ...body, origin: 'https://host.example' })
    await client.verifyCode({ ...body, code: '123456' }, proofKey)
    expect([deviceProofOf(2), deviceProofOf(3)]).toEqual([null, null])
  })
})

describe('createAuthServerClient: social login (issue 28)', () => {
  const attemptId = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'
  const completion = 'c0mpl3t10n_-'.repeat(3).concat('abcdefg')
  const jwkOf = (init: RequestInit | undefined) => {
    const proof = new Headers(init?.headers).get('dpop')
    return (
      proof && JSON.parse(Buffer.from(proof.split('.')[0] as string, 'base64url').toString()).jwk
    )
  }

  test('start, result and cancel carry a DPoP proof of the attempt’s key for their URL', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({
        attemptId,
        authorizeUrl: `https://auth.example/v1/social/google/authorize?attempt=${attemptId}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    )
    const client = createAuthServerClient({ baseUrl: 'https://auth.example', fetch })
    const proofKey = await createProofKey()
    const { x } = await crypto.subtle.exportKey('jwk', proofKey.publicKey)
    const body = {
      projectId: 'demo',
      origin: 'https://host.example',
      mode: 'popup' as const,
      returnTo: 'https://host.example/shop',
    }
    expect(await client.startSocial('google', body, proofKey)).toMatchObject({ attemptId })
    fetch.mockResolvedValueOnce(Response.json({ status: 'pending' }, { status: 202 }))
    expect(await client.socialResult(attemptId, undefined, proofKey)).toEqual({ status: 'pending' })
    // The completion fix: the return page's secret goes in the body, beside the attempt's id.
    fetch.mockResolvedValueOnce(Response.json({ status: 'pending' }, { status: 202 }))
    await client.socialResult(attemptId, completion, proofKey)
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await client.cancelSocial(attemptId, proofKey)
    const sent = fetch.mock.calls.map(([input, init]) => ({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      htu: claimsOf(init).htu,
      x: jwkOf(init).x,
    }))
    expect(sent).toEqual([
      {
        url: 'https://auth.example/v1/social/google/start',
        body,
        htu: 'https://auth.example/v1/social/google/start',
        x,
      },
      {
        url: 'https://auth.example/v1/social/result',
        body: { attemptId },
        htu: 'https://auth.example/v1/social/result',
        x,
      },
      {
        url: 'https://auth.example/v1/social/result',
        body: { attemptId, completion },
        htu: 'https://auth.example/v1/social/result',
        x,
      },
      {
        url: 'https://auth.example/v1/social/cancel',
        body: { attemptId },
        htu: 'https://auth.example/v1/social/cancel',
        x,
      },
    ])
  })

  test('result: a 200 is the session (email may be null); errors keep the reason', async () => {
    const social = {
      ...session,
      user: { id: 'u', email: null, username: 'ada', provider: 'x' },
    }
    const answering = (response: Response) =>
      createAuthServerClient({ baseUrl: 'https://auth.example', fetch: async () => response })
    const proofKey = await createProofKey()
    expect(
      await answering(Response.json(social)).socialResult(attemptId, completion, proofKey),
    ).toEqual(social)
    await expect(
      answering(
        Response.json({ error: 'social_failed', reason: 'access_denied' }, { status: 400 }),
      ).socialResult(attemptId, undefined, proofKey),
    ).rejects.toMatchObject({ status: 400, error: 'social_failed', reason: 'access_denied' })
    await expect(
      answering(Response.json({ error: 'invalid_completion' }, { status: 401 })).socialResult(
        attemptId,
        completion,
        proofKey,
      ),
    ).rejects.toMatchObject({ status: 401, error: 'invalid_completion' })
    await expect(
      answering(Response.json({ status: 'done' }, { status: 202 })).socialResult(
        attemptId,
        undefined,
        proofKey,
      ),
    ).rejects.toMatchObject({ error: 'network' })
  })

  test('result: the caller’s signal aborts the request (network error)', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createAuthServerClient({ baseUrl: 'https://auth.example', fetch })
    const controller = new AbortController()
    const waiting = client.socialResult(
      attemptId,
      undefined,
      await createProofKey(),
      controller.signal,
    )
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ status: 0, error: 'network' })
  })

  test('getSocialProviders: ids and names; a malformed answer is a network error', async () => {
    const answering = (body: unknown) =>
      createAuthServerClient({
        baseUrl: 'https://auth.example',
        fetch: async () => Response.json(body),
      })
    const providers = [{ id: 'google', name: 'Google' }]
    expect(await answering({ providers }).getSocialProviders()).toEqual(providers)
    await expect(
      answering({ providers: [{ id: '../x', name: 'X' }] }).getSocialProviders(),
    ).rejects.toMatchObject({ error: 'network' })
  })
})
