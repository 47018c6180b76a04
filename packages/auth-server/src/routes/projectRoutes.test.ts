import { describe, expect, test } from 'vitest'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer({
  LATCH_AUTH_PROJECTS: JSON.stringify([
    {
      id: 'demo',
      allowedOrigins: ['http://127.0.0.1:5173'],
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:1': 'https://eth.example/key' },
    },
    { id: 'bare', allowedOrigins: ['http://127.0.0.1:5173'] },
  ]),
})

describe('GET /projects/v1/origins from another origin (issue 33: the preflight got 404)', () => {
  const url = () => `${harness.server.url}/projects/v1/origins?projectId=demo`
  const page = 'https://shop.example'

  test('a simple cross-origin GET: the allowed origins, readable by any origin', async () => {
    const response = await fetch(url(), { headers: { origin: page } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:5173'] })
  })

  test('the OPTIONS preflight (custom headers, as older clients sent) is answered, not 404', async () => {
    const response = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        origin: page,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-project-id,x-sdk-type,x-sdk-version',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET')
    expect(response.headers.get('access-control-allow-headers')?.split(',').sort()).toEqual([
      'x-project-id',
      'x-sdk-type',
      'x-sdk-version',
    ])
    // And the GET the preflight clears.
    const get = await fetch(url(), { headers: { origin: page, 'x-project-id': 'demo' } })
    expect(get.status).toBe(200)
  })

  test('an unknown project: 404 unknown_project, readable cross-origin (the page tells it at once)', async () => {
    const response = await fetch(`${harness.server.url}/projects/v1/origins?projectId=nope`, {
      headers: { origin: page },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ error: 'unknown_project' })
  })
})

describe('GET /projects/v1/rpc-urls', () => {
  test('the project’s configured RPC URLs by CAIP-2 chain id, same-origin only (no CORS)', async () => {
    const response = await fetch(`${harness.server.url}/projects/v1/rpc-urls?projectId=demo`, {
      headers: { origin: 'https://someone.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await response.json()).toEqual({
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:1': 'https://eth.example/key' },
    })
  })

  test('none configured: {}; an unknown project (or a NUL byte): 404', async () => {
    const get = async (projectId: string) => {
      const response = await fetch(
        `${harness.server.url}/projects/v1/rpc-urls?projectId=${projectId}`,
      )
      return [response.status, await response.json()]
    }
    expect(await get('bare')).toEqual([200, { rpcUrls: {} }])
    expect(await get('nope')).toEqual([404, { error: 'unknown_project' }])
    expect(await get('de%00mo')).toEqual([404, { error: 'unknown_project' }])
  })
})

describe('the dev server’s projects', () => {
  test('name both anvil chains’ and Solana Local’s RPC URLs, so the demo’s frame reads through them', async () => {
    const { devAuthServerEnv } = await import('../testing/devAuthServerEnv.js')
    const env = devAuthServerEnv({ databaseUrl: 'postgres://x', smtpUrl: 'smtp://x', port: 1 })
    for (const project of JSON.parse(env.LATCH_AUTH_PROJECTS as string))
      expect(project.rpcUrls).toEqual({
        'eip155:31337': 'http://127.0.0.1:8545',
        'eip155:31338': 'http://127.0.0.1:8546',
        'solana:Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ': 'http://127.0.0.1:8899',
      })
  })
})
