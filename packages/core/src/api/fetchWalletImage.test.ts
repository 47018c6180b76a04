import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import { mainnet } from '../networks/mainnet.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createApiClient } from './createApiClient.js'
import { fetchWalletImage, WALLET_IMAGE_MAX_BYTES } from './fetchWalletImage.js'
import { fetchWalletRegistry } from './fetchWalletRegistry.js'

// A local stand-in for the hosted registry's image endpoint.
let server: Server
let baseUrl: string
const requests: IncomingMessage[] = []
const png = Buffer.from('89504e470d0a1a0a', 'hex')

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request)
    const { pathname } = new URL(request.url ?? '/', 'http://x')
    if (pathname === '/getWallets') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ data: [{ id: 'w1', name: 'Registry', image_id: 'img-1' }] }))
    } else if (pathname === '/getWalletImage/img-1') {
      response.setHeader('content-type', 'image/png')
      response.end(png)
    } else if (pathname === '/getWalletImage/html') {
      response.setHeader('content-type', 'text/html')
      response.end('<script>alert(1)</script>')
    } else if (pathname === '/getWalletImage/huge') {
      // No content-length: the size is only known while reading.
      response.setHeader('content-type', 'image/png')
      response.write(Buffer.alloc(WALLET_IMAGE_MAX_BYTES))
      response.end(Buffer.alloc(1))
    } else if (pathname === '/getWalletImage/a%2Fb') {
      response.setHeader('content-type', 'image/svg+xml; charset=utf-8')
      response.end('<svg xmlns="http://www.w3.org/2000/svg"/>')
    } else {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('fetchWalletImage (spec §7 image fetches)', () => {
  const api = () => createApiClient({ baseUrl, projectId: 'p1' })

  it('reads the registry wallet image id', async () => {
    const [wallet] = await fetchWalletRegistry(api())
    expect(wallet?.imageId).toBe('img-1')
  })

  it("sends the registry's headers and query, and returns the image typed", async () => {
    requests.length = 0
    const blob = await fetchWalletImage(api(), 'img-1')
    expect(blob.type).toBe('image/png')
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(png)
    const [request] = requests
    expect(request?.headers).toMatchObject({
      'x-project-id': 'p1',
      'x-sdk-type': 'latch',
      'x-sdk-version': '0.1.0',
    })
    const query = Object.fromEntries(new URL(request?.url ?? '', 'http://x').searchParams)
    expect(query).toEqual({ projectId: 'p1', st: 'latch', sv: '0.1.0' })
  })

  it('percent-encodes the untrusted image id into one path segment', async () => {
    const blob = await fetchWalletImage(api(), 'a/b')
    expect(blob.type).toBe('image/svg+xml')
  })

  it('refuses an answer that is not image/*', async () => {
    await expect(fetchWalletImage(api(), 'html')).rejects.toThrow('The API sent an invalid image')
  })

  it(`refuses an image over ${WALLET_IMAGE_MAX_BYTES} bytes`, async () => {
    await expect(fetchWalletImage(api(), 'huge')).rejects.toThrow('The API sent an invalid image')
  })

  it("raises 'HTTP status code: 404' for a missing image", async () => {
    await expect(fetchWalletImage(api(), 'missing')).rejects.toThrow('HTTP status code: 404')
  })
})

describe('client.acquireWalletImage', () => {
  it('is off without a project id: nothing is fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    requests.length = 0
    const client = createLatchClient({
      networks: [mainnet],
      apiUrl: baseUrl,
      storage: createMemoryStorage(),
    })
    expect(await client.acquireWalletImage('img-1')).toBeUndefined()
    expect(requests).toHaveLength(0)
    client.destroy()
  })

  it('holds the registry image as a blob URL, revoked when the client is destroyed', async () => {
    requests.length = 0
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const client = createLatchClient({
      networks: [mainnet],
      apiUrl: baseUrl,
      projectId: 'p1',
      storage: createMemoryStorage(),
    })
    const handle = await client.acquireWalletImage('img-1')
    const url = await handle?.url
    expect(url).toMatch(/^blob:/)
    expect(requests.map((request) => request.headers['x-project-id'])).toEqual(['p1'])
    client.destroy()
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith(url))
  })
})
