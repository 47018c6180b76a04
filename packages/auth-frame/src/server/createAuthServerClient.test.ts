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
    const rpcUrls = { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:1': 'https://eth.example' }
    expect(await answering({ rpcUrls }).getRpcUrls('demo')).toEqual(rpcUrls)
    for (const bad of [
      { rpcUrls: { '1': 'https://eth.example' } },
      { rpcUrls: { 'eip155:1': 'javascript:alert(1)' } },
      { rpcUrls: [] },
      {},
    ])
      await expect(answering(bad).getRpcUrls('demo')).rejects.toMatchObject({ error: 'network' })
  })
})
