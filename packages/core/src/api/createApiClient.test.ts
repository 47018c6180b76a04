import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import { isOriginAllowed } from '../features/hostedData/fetchProjectConfig.js'
import { fetchWalletRegistry } from '../features/hostedData/fetchWalletRegistry.js'
import { mainnet } from '../networks/mainnet.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { selectCatalogue } from '../wallets/selectCatalogue.js'
import { createApiClient } from './createApiClient.js'

// A local stand-in for the hosted API: records requests, answers like the real endpoints.
let server: Server
let baseUrl: string
const requests: IncomingMessage[] = []
let registryStatus = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request)
    const url = new URL(request.url ?? '/', 'http://x')
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/getWallets') {
      response.statusCode = registryStatus
      response.end(
        JSON.stringify({
          data: [
            {
              id: 'c57ca95b',
              name: 'MetaMask',
              rdns: 'io.metamask',
              homepage: 'https://metamask.io',
              mobile_link: 'metamask://',
              chains: ['eip155:1'],
            },
            {
              id: 'abc',
              name: 'Registry Only Wallet',
              rdns: null,
              homepage: 'https://example.org',
            },
          ],
          count: 2,
        }),
      )
    } else if (url.pathname === '/appkit/v1/config') {
      response.end(
        JSON.stringify({ features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }] }),
      )
    } else {
      response.statusCode = 404
      response.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('hosted API (spec §7)', () => {
  it('appends projectId, sdk type and version to every GET', async () => {
    requests.length = 0
    const api = createApiClient({ baseUrl, projectId: 'p1' })
    await fetchWalletRegistry(api)
    const url = new URL(requests[0]?.url ?? '', 'http://x')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'p1',
      st: 'latch',
      sv: '0.1.0',
      page: '1',
      entries: '100',
    })
  })
  it("raises 'HTTP status code: {status}' for a non-OK answer", async () => {
    registryStatus = 503
    const api = createApiClient({ baseUrl, projectId: 'p1' })
    await expect(fetchWalletRegistry(api)).rejects.toThrow('HTTP status code: 503')
    registryStatus = 200
  })
  it('is called only with a project id, on the first open, and merges the registry over the catalogue', async () => {
    vi.stubGlobal('window', {})
    requests.length = 0
    const offline = createLatchClient({
      networks: [mainnet],
      apiUrl: baseUrl,
      storage: createMemoryStorage(),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await offline.open()
    expect(requests).toHaveLength(0)

    const online = createLatchClient({
      networks: [mainnet],
      apiUrl: baseUrl,
      projectId: 'p1',
      storage: createMemoryStorage(),
    })
    expect(requests).toHaveLength(0)
    await online.open()
    await vi.waitFor(() =>
      expect(
        selectCatalogue(online.stores.wallets.getState()).some(
          (w) => w.name === 'Registry Only Wallet',
        ),
      ).toBe(true),
    )
    const metamask = selectCatalogue(online.stores.wallets.getState()).filter(
      (w) => w.rdns === 'io.metamask',
    )
    expect(metamask).toHaveLength(1)
    expect(online.stores.wallets.getState().remoteFeatures.swaps).toEqual(['1inch'])
    await online.open()
    expect(requests.filter((r) => r.url?.startsWith('/getWallets'))).toHaveLength(1)
    vi.unstubAllGlobals()
  })
})

describe('allowed origins (spec §5)', () => {
  it('matches exact origins and *. wildcards; localhost always', () => {
    expect(isOriginAllowed('https://app.example.org', ['https://app.example.org'])).toBe(true)
    expect(isOriginAllowed('https://app.example.org', ['https://*.example.org'])).toBe(true)
    expect(isOriginAllowed('https://evil.org', ['https://*.example.org'])).toBe(false)
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
  })
})
