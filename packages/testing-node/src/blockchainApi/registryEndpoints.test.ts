import { afterAll, beforeAll, expect, test } from 'vitest'
import type { registryWallets } from './registryEndpoints.ts'
import { type StartBlockchainApiReturnType, startBlockchainApi } from './startBlockchainApi.ts'

let api: StartBlockchainApiReturnType

beforeAll(async () => {
  // The registry endpoints read no chain.
  api = await startBlockchainApi({ port: 8706, reuse: false, chains: [] })
})

afterAll(async () => {
  await api?.stop()
})

/** The headers Latch's API client sends with every hosted call (spec §7). */
const latchHeaders = { 'x-project-id': 'p1', 'x-sdk-type': 'latch', 'x-sdk-version': '0.1.0' }

test('getWallets lists the registry wallets, each with an image id', async () => {
  const response = await fetch(`${api.url}/getWallets?page=1&entries=100&projectId=p1`, {
    headers: latchHeaders,
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { count: number; data: typeof registryWallets }
  expect(body.count).toBe(body.data.length)
  expect(body.data.map((wallet) => wallet.image_id)).toEqual([
    'metamask-registry',
    'latch-registry-wallet',
    'broken',
    'slow',
    'svg',
  ])
})

test('getWalletImage answers the image bytes and records the headers it came with', async () => {
  await fetch(`${api.url}/__reset`, { method: 'POST' })
  const response = await fetch(`${api.url}/getWalletImage/latch-registry-wallet?projectId=p1`, {
    headers: latchHeaders,
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const png = Buffer.from(await response.arrayBuffer())
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  // IHDR: 48 × 48.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48])
  const { requests } = (await (await fetch(`${api.url}/__requests`)).json()) as {
    requests: { path: string; headers: Record<string, string> }[]
  }
  expect(requests).toEqual([
    expect.objectContaining({
      path: '/getWalletImage/latch-registry-wallet',
      headers: latchHeaders,
    }),
  ])
})

test('the broken image is not an image; an unknown one is 404; no headers is 401', async () => {
  const broken = await fetch(`${api.url}/getWalletImage/broken`, { headers: latchHeaders })
  expect(broken.headers.get('content-type')).toBe('text/html')
  const svg = await fetch(`${api.url}/getWalletImage/svg`, { headers: latchHeaders })
  expect(svg.headers.get('content-type')).toBe('image/svg+xml')
  expect(await svg.text()).toMatch(/^<svg .*<script>/)
  const missing = await fetch(`${api.url}/getWalletImage/nope`, { headers: latchHeaders })
  expect(missing.status).toBe(404)
  const anonymous = await fetch(`${api.url}/getWalletImage/latch-registry-wallet`)
  expect(anonymous.status).toBe(401)
  expect(await anonymous.json()).toEqual({
    error: 'Missing headers: x-project-id, x-sdk-type, x-sdk-version',
  })
})

test('the project config and allowed origins answer for the demo', async () => {
  const config = await fetch(`${api.url}/appkit/v1/config`, { headers: latchHeaders })
  expect(
    ((await config.json()) as { features: { id: string }[] }).features.map((f) => f.id),
  ).toEqual(['social_login', 'swap', 'onramp', 'activity'])
  const origins = await fetch(`${api.url}/projects/v1/origins`, { headers: latchHeaders })
  expect(await origins.json()).toEqual({
    allowedOrigins: ['http://127.0.0.1:4173', 'http://127.0.0.1:4174', 'http://127.0.0.1:5173'],
  })
})
