import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../api/createApiClient.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { mainnet } from '../../networks/mainnet.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { fetchWalletRegistry } from '../hostedData/fetchWalletRegistry.js'
import { fetchWalletImage, WALLET_IMAGE_MAX_BYTES } from './fetchWalletImage.js'

// A local stand-in for the hosted registry's image endpoint.
let server: Server
let baseUrl: string
const requests: IncomingMessage[] = []
// A real 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'
// Other answers, by image id: [content-type, body].
const answers: Record<string, [string, string | Buffer]> = {
  svg: ['image/svg+xml', svg],
  'svg-as-png': ['image/png', svg],
  'svg-utf8': ['image/svg+xml; charset=utf-8', svg],
  // A byte outside ASCII: a Blob given this type is untyped, and sniffed as HTML.
  'odd-type': ['image/\xff', '<script>alert(1)</script>'],
  'image-star': ['image/*', png],
  'x-icon': ['image/x-icon', png],
  'png-upper': ['IMAGE/PNG; foo=bar', png],
  'png-bad-magic': ['image/png', Buffer.from('00504e470d0a1a0a0000', 'hex')],
  'png-empty': ['image/png', Buffer.alloc(0)],
  jpeg: ['image/jpeg', Buffer.from('ffd8ffe000104a464946', 'hex')],
  gif: ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  webp: [
    'image/webp',
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  ],
  avif: [
    'image/avif',
    Buffer.concat([
      Buffer.from('0000001c66747970', 'hex'),
      Buffer.from('mif1\0\0\0\0mif1avifmiaf', 'latin1'),
    ]),
  ],
  'avif-bad-brand': [
    'image/avif',
    Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('heic\0\0\0\0mif1heic')]),
  ],
  'gif-as-png': ['image/png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
}

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
    } else if (
      pathname.startsWith('/getWalletImage/') &&
      Object.hasOwn(answers, pathname.slice(16))
    ) {
      const [type, body] = answers[pathname.slice(16)] ?? ['', '']
      response.setHeader('content-type', type)
      response.end(body)
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

  it.each([
    '.',
    '..',
    '../getWallets',
    'a/b',
    '%2e%2e',
    '.%2e',
    'a?b',
    'a#b',
    'a\\b',
    '',
    ' img-1',
    'img-1\n',
    'ımg',
    'x'.repeat(257),
  ])('refuses the image id %j before any request (it could leave getWalletImage/)', async (id) => {
    requests.length = 0
    await expect(fetchWalletImage(api(), id)).rejects.toThrow('The wallet image id is invalid')
    expect(requests).toHaveLength(0)
  })

  it('takes a registry UUID image id, or one with dots inside', async () => {
    for (const id of ['7677b54f-3486-46e2-4e37-bf8747814f00', 'logo.v2', 'a_b']) {
      await expect(fetchWalletImage(api(), id)).rejects.toThrow('HTTP status code: 404')
    }
  })

  it('refuses an answer that is not an image', async () => {
    await expect(fetchWalletImage(api(), 'html')).rejects.toThrow('The API sent an invalid image')
  })

  // H1: a registry image becomes a blob: URL of the host page; an SVG one opened in a tab (or a
  // blob the browser sniffs as HTML) would run its script as the host page.
  it.each([
    'svg',
    'svg-utf8',
    'odd-type',
    'image-star',
    'x-icon',
    'svg-as-png',
    'png-bad-magic',
    'png-empty',
    'gif-as-png',
    'avif-bad-brand',
  ])('refuses the %s answer (not a raster image of its declared type)', async (id) => {
    await expect(fetchWalletImage(api(), id)).rejects.toThrow('The API sent an invalid image')
  })

  it.each([
    ['png-upper', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ])('takes the %s answer, typed exactly %s (not the header text)', async (id, type) => {
    const blob = await fetchWalletImage(api(), id)
    expect(blob.type).toBe(type)
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(Buffer.from(answers[id]?.[1] ?? ''))
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
