import { setTimeout as sleep } from 'node:timers/promises'
import { FixtureHttpError, type FixtureRoute } from './fixtureRoute.ts'

/** How long the slow registry image takes to answer (ms): past spec §9's 2 s preload timeout. */
export const slowWalletImageMs = 5_000

/**
 * The hosted wallet registry's wallets (the WalletConnect explorer's `getWallets` shape). MetaMask
 * merges over Latch's catalogue entry (same rdns); the others are registry-only, each with an
 * image: a working one, one answered as HTML (not an image), one slower than 2 s.
 */
export const registryWallets = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    homepage: 'https://metamask.io',
    image_id: 'metamask-registry',
    chains: ['eip155:1'],
  },
  {
    id: 'latch-registry-wallet',
    name: 'Latch Registry Wallet',
    rdns: null,
    homepage: 'https://registry.latch.example',
    image_id: 'latch-registry-wallet',
    chains: ['eip155:31337'],
  },
  {
    id: 'latch-broken-image-wallet',
    name: 'Latch Broken Image Wallet',
    homepage: 'https://broken.latch.example',
    image_id: 'broken',
    chains: ['eip155:31337'],
  },
  {
    id: 'latch-slow-image-wallet',
    name: 'Latch Slow Image Wallet',
    homepage: 'https://slow.latch.example',
    image_id: 'slow',
    chains: ['eip155:31337'],
  },
]

/** An answer that is not JSON: the bytes and their media type (the image endpoint's). */
export type FixtureBytes = { contentType: string; bytes: Buffer }

/** A square SVG tile with the wallet's initial, in a colour of its own. */
function walletTile(initial: string, fill: string): FixtureBytes {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${fill}"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`
  return { contentType: 'image/svg+xml', bytes: Buffer.from(svg) }
}

const images: Record<string, () => Promise<FixtureBytes>> = {
  'metamask-registry': async () => walletTile('M', '#f6851b'),
  'latch-registry-wallet': async () => walletTile('R', '#6c2bd9'),
  broken: async () => ({ contentType: 'text/html', bytes: Buffer.from('<p>not an image</p>') }),
  slow: async () => {
    await sleep(slowWalletImageMs)
    return walletTile('S', '#0a7')
  },
}

/** Required on every registry call, as the hosted registry requires them (spec §7). */
const registryHeaders = ['x-project-id', 'x-sdk-type', 'x-sdk-version'] as const

function requireRegistryHeaders(headers: Record<string, string>) {
  const missing = registryHeaders.filter((name) => !headers[name])
  if (missing.length > 0) throw new FixtureHttpError(401, `Missing headers: ${missing.join(', ')}`)
}

/**
 * The hosted wallet registry and project endpoints Latch calls with a project id (spec §5, §7):
 * - `GET /getWallets?page&entries` → `{ count, data }`: {@link registryWallets}.
 * - `GET /getWalletImage/{imageId}` → the image's bytes (`image/svg+xml`); `broken` answers
 *   `text/html`; `slow` answers after {@link slowWalletImageMs}; an unknown id 404.
 * - `GET /appkit/v1/config` → `{ features }`: email on (no socials), swaps (1inch), on-ramp
 *   (coinbase, meld), activity.
 * - `GET /projects/v1/origins` → `{ allowedOrigins }`: the demo's local origins.
 *
 * Each needs the `x-project-id`, `x-sdk-type` and `x-sdk-version` headers (else 401).
 */
export const registryRoutes: FixtureRoute[] = [
  {
    method: 'GET',
    pattern: /^\/getWallets$/,
    async handle(_context, { headers }) {
      requireRegistryHeaders(headers)
      return { count: registryWallets.length, data: registryWallets }
    },
  },
  {
    method: 'GET',
    pattern: /^\/getWalletImage\/([^/]+)$/,
    type: 'bytes',
    async handle(_context, { headers }, [, imageId]) {
      requireRegistryHeaders(headers)
      const image = imageId && Object.hasOwn(images, imageId) ? images[imageId] : undefined
      if (!image) throw new FixtureHttpError(404, `No image: ${imageId}`)
      return image()
    },
  },
  {
    method: 'GET',
    pattern: /^\/appkit\/v1\/config$/,
    async handle(_context, { headers }) {
      requireRegistryHeaders(headers)
      return {
        features: [
          { id: 'social_login', isEnabled: true, config: ['email'] },
          { id: 'swap', isEnabled: true, config: ['1inch'] },
          { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
          { id: 'activity', isEnabled: true, config: null },
        ],
      }
    },
  },
  {
    method: 'GET',
    pattern: /^\/projects\/v1\/origins$/,
    async handle(_context, { headers }) {
      requireRegistryHeaders(headers)
      return {
        allowedOrigins: ['http://127.0.0.1:4173', 'http://127.0.0.1:4174', 'http://127.0.0.1:5173'],
      }
    },
  },
]
