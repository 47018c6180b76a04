import { setTimeout as sleep } from 'node:timers/promises'
import { crc32, deflateSync } from 'node:zlib'
import { FixtureHttpError, type FixtureRoute } from './fixtureRoute.ts'

/** How long the slow registry image takes to answer (ms): past the 2 s preload timeout. */
export const slowWalletImageMs = 5_000

/**
 * The hosted wallet registry's wallets (the WalletConnect explorer's `getWallets` shape). MetaMask
 * merges over Latch's catalogue entry (same rdns); the others are registry-only, each with an
 * image: a working one (PNG), one answered as HTML (not an image), one slower than 2 s, and one
 * answered as SVG with a script (Latch refuses it: a `blob:` SVG would run as the host page).
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
  {
    id: 'latch-svg-image-wallet',
    name: 'Latch SVG Image Wallet',
    homepage: 'https://svg.latch.example',
    image_id: 'svg',
    chains: ['eip155:31337'],
  },
]

/** An answer that is not JSON: the bytes and their media type (the image endpoint's). */
export type FixtureBytes = { contentType: string; bytes: Buffer }

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A square PNG tile in one colour, with a white stripe (a registry image is a raster image:
 * Latch takes only PNG, JPEG, WebP, GIF and AVIF).
 *
 * @param fill - `#rrggbb`.
 */
function walletTile(fill: string, size = 48): FixtureBytes {
  const colour = [1, 3, 5].map((at) => Number.parseInt(fill.slice(at, at + 2), 16))
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const stripe = y >= size / 3 && y < (size * 2) / 3
    // Filter byte 0 (none), then RGB pixels.
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) row.set(stripe ? [255, 255, 255] : colour, 1 + x * 3)
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter set, no interlace
  const bytes = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { contentType: 'image/png', bytes }
}

/** An SVG with a script: shown as a `blob:` document it would run as the host page. */
const scriptedSvg: FixtureBytes = {
  contentType: 'image/svg+xml',
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#c00"/><script>alert(document.domain)</script></svg>',
  ),
}

const images: Record<string, () => Promise<FixtureBytes>> = {
  'metamask-registry': async () => walletTile('#f6851b'),
  'latch-registry-wallet': async () => walletTile('#6c2bd9'),
  broken: async () => ({ contentType: 'text/html', bytes: Buffer.from('<p>not an image</p>') }),
  slow: async () => {
    await sleep(slowWalletImageMs)
    return walletTile('#00aa77')
  },
  svg: async () => scriptedSvg,
}

/** Required on every registry call, as the hosted registry requires them. */
const registryHeaders = ['x-project-id', 'x-sdk-type', 'x-sdk-version'] as const

function requireRegistryHeaders(headers: Record<string, string>) {
  const missing = registryHeaders.filter((name) => !headers[name])
  if (missing.length > 0) throw new FixtureHttpError(401, `Missing headers: ${missing.join(', ')}`)
}

/**
 * The hosted wallet registry and project endpoints Latch calls with a project id:
 * - `GET /getWallets?page&entries` → `{ count, data }`: {@link registryWallets}.
 * - `GET /getWalletImage/{imageId}` → the image's bytes (`image/png`); `broken` answers
 *   `text/html`; `slow` answers after {@link slowWalletImageMs}; `svg` answers a scripted
 *   `image/svg+xml`; an unknown id 404.
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
