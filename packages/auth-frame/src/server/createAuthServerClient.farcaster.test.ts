import { describe, expect, test, vi } from 'vitest'
import { createProofKey } from '../keys/dpopProof.js'
import { createAuthServerClient } from './createAuthServerClient.js'

const attemptId = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'
const url = 'https://farcaster.xyz/~/siwf?channelToken=3b2d7c1a-0000-4000-8000-000000000000'
const started = { attemptId, url, expiresAt: '2026-11-29T12:10:00.000Z' }
const session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  user: { id: 'u', email: null, username: 'latch-test', provider: 'farcaster' },
  wallet: null,
}

/** The DPoP proof's header and claims a request carried. */
const proofOf = (init: RequestInit | undefined) => {
  const [header, payload] = (new Headers(init?.headers).get('dpop') ?? '').split('.')
  const decode = (part = '') => JSON.parse(Buffer.from(part, 'base64url').toString())
  return { jwk: decode(header).jwk, claims: decode(payload) }
}

// Issue 30: the auth server's "Farcaster login" routes (API.md), as the frame calls them.
describe('createAuthServerClient: Farcaster login (issue 30)', () => {
  test('start, result and cancel post the attempt, each with a DPoP proof of the attempt’s key', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    )
    const client = createAuthServerClient({ baseUrl: 'https://auth.example', fetch })
    const proofKey = await createProofKey()
    fetch.mockResolvedValueOnce(Response.json(started))
    const body = { projectId: 'demo', origin: 'https://app.example' }
    expect(await client.startFarcaster(body, proofKey)).toEqual(started)
    fetch.mockResolvedValueOnce(Response.json({ status: 'pending' }, { status: 202 }))
    expect(await client.farcasterResult(attemptId, proofKey)).toEqual({ status: 'pending' })
    fetch.mockResolvedValueOnce(Response.json(session))
    expect(await client.farcasterResult(attemptId, proofKey)).toEqual(session)
    await client.cancelFarcaster(attemptId, proofKey)
    const sent = fetch.mock.calls.map(([input, init]) => ({
      call: `${init?.method} ${String(input)}`,
      body: JSON.parse(String(init?.body)),
      htu: proofOf(init).claims.htu,
      x: proofOf(init).jwk.x,
    }))
    const x = sent[0]?.x
    expect(x).toEqual(expect.any(String))
    const route = (path: string) => `https://auth.example/v1/farcaster/${path}`
    expect(sent).toEqual([
      { call: `POST ${route('start')}`, body, htu: route('start'), x },
      { call: `POST ${route('result')}`, body: { attemptId }, htu: route('result'), x },
      { call: `POST ${route('result')}`, body: { attemptId }, htu: route('result'), x },
      { call: `POST ${route('cancel')}`, body: { attemptId }, htu: route('cancel'), x },
    ])
  })

  test('a start answer of any other shape is a network error', async () => {
    const proofKey = await createProofKey()
    const body = { projectId: 'demo', origin: 'https://app.example' }
    for (const bad of [
      { ...started, url: 'javascript:alert(1)' },
      { ...started, attemptId: 'abc' },
      { ...started, expiresAt: 'tomorrow' },
      { attemptId, url },
    ]) {
      const client = createAuthServerClient({
        baseUrl: 'https://auth.example',
        fetch: async () => Response.json(bad),
      })
      await expect(client.startFarcaster(body, proofKey)).rejects.toMatchObject({
        status: 0,
        error: 'network',
      })
    }
  })

  test('result: errors keep their status, error and reason', async () => {
    const proofKey = await createProofKey()
    const answering = (response: Response) =>
      createAuthServerClient({ baseUrl: 'https://auth.example', fetch: async () => response })
    for (const [status, body] of [
      [400, { error: 'farcaster_refused', reason: 'unauthorized_signer' }],
      [400, { error: 'farcaster_expired' }],
      [400, { error: 'farcaster_cancelled' }],
      [404, { error: 'unknown_attempt' }],
      [503, { error: 'relay_unavailable' }],
      [503, { error: 'optimism_rpc_unavailable' }],
    ] as const) {
      await expect(
        answering(Response.json(body, { status })).farcasterResult(attemptId, proofKey),
      ).rejects.toMatchObject({ status, ...body })
    }
  })

  test('result: the caller’s signal aborts the long poll (network error)', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createAuthServerClient({ baseUrl: 'https://auth.example', fetch })
    const controller = new AbortController()
    const waiting = client.farcasterResult(attemptId, await createProofKey(), controller.signal)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ status: 0, error: 'network' })
  })
})
