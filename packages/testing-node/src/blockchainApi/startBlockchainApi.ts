import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServerStop, listenOrReuse } from '../node/listenOrReuse.ts'
import { createFixtureControls } from './createFixtureControls.ts'
import { createFixtureChain, type FixtureChainParameters } from './fixtureChain.ts'
import { handleBlockchainApiRequest } from './handleBlockchainApiRequest.ts'
import { probeBlockchainApi } from './probeBlockchainApi.ts'
import type { FixtureBytes } from './registryEndpoints.ts'

/** Parameters of {@link startBlockchainApi}. */
export type StartBlockchainApiParameters = {
  /** TCP port, e.g. `8790` for the demo. */
  port: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /**
   * The EVM chains served: CAIP-2 id (`'eip155:31337'`), the node's HTTP JSON-RPC URL and, for
   * the convert endpoints, the chain's Uniswap V3 contracts (without them the chain answers
   * 'Network not supported' there).
   */
  chains: readonly FixtureChainParameters[]
  /**
   * Reuse a Blockchain API already answering on `host:port`; with `false`, a busy port is an
   * error. Defaults to `true`.
   */
  reuse?: boolean
}

/** What {@link startBlockchainApi} returns. */
export type StartBlockchainApiReturnType = {
  /** The base URL, e.g. `'http://127.0.0.1:8790'`: Latch's `apiUrl`. */
  url: string
  /** Whether an already running API was reused (then `stop` leaves it running). */
  reused: boolean
  /** Closes the server and its connections; resolves once closed. Idempotent. */
  stop(): Promise<void>
}

const maxBodyBytes = 1_000_000
const allowedHeaders = 'content-type, x-project-id, x-sdk-type, x-sdk-version'

/**
 * Starts the Blockchain API fixture: the data endpoints answered from the
 * local anvil chains' state, read with viem on every request (only prices and identities are
 * tables, see `fixtureTables.ts`):
 * - `GET /v1/supported-chains` → `{ http: [CAIP-2 ids], ws: [] }`
 * - `GET /v1/account/{address}/balance?currency=usd[&chainId=eip155:…]` → `{ balances }`: native,
 *   the test ERC-20s held, the test ERC-721 with decimals '0'; every chain without `chainId`.
 * - `GET /v1/account/{address}/history?chainId=…[&cursor=…]` → `{ data, next }`, newest first, 5
 *   per page; `next` is an opaque cursor (a block number), null on the last page. Without
 *   `chainId`, the first configured chain.
 * - `GET /v1/identity/{address}` → `{ name, avatar }` (anvil account #0 is `latch-dev.eth`).
 * - `POST /v1/fungible/price` `{ currency, addresses: [CAIP-10] }` → `{ fungibles }`.
 * - `/v1/convert/*` (tokens, quotes, allowance, gas-price, build-transaction, build-approve):
 *   swaps through the chain's `uniswapV3` contracts, see `convertEndpoints.ts`.
 * - `GET /v1/onramp/options`, `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`, and
 *   `GET /onramp/{coinbase|meld}` (the page the URL leads to), see `onrampEndpoints.ts`.
 * - The hosted wallet registry and project endpoints (with a project id): `GET /getWallets`,
 *   `GET /getWalletImage/{imageId}` (image bytes), `GET /appkit/v1/config`,
 *   `GET /projects/v1/origins`; each needs the `x-project-id`, `x-sdk-type` and `x-sdk-version`
 *   headers (else 401), see `registryEndpoints.ts`.
 *
 * `projectId`, `st` and `sv` are accepted on every route. Every JSON response allows any origin
 * (CORS, with `x-project-id`, `x-sdk-type`, `x-sdk-version` and `content-type` headers; `OPTIONS`
 * preflights answer 204). Unknown paths answer 404, bad input 400, node failures 500, each
 * `{ error }` — `{ message }` on the convert and on-ramp endpoints.
 *
 * Test controls: `GET /__requests` → `{ requests: [{ method, path, query, headers, at }] }`
 * (every request but the controls; `headers` holds the three hosted-API headers it carried); `POST /__fail` `{ path, status, times? }` makes requests whose path contains
 * `path` answer `status` (`times` times, or until reset); `POST /__hostile` `{ swap: 'recipient' |
 * 'contract' | null }` makes built swaps lie (`HostileSwap`); `POST /__reset` clears all three.
 *
 * @param parameters - {@link StartBlockchainApiParameters}
 * @returns The URL, whether an existing API was reused, and `stop`.
 * @throws {Error} 'Port <port> is in use by something that is not a Blockchain API'
 * @throws {Error} 'Port <port> is already serving a Blockchain API' when `reuse` is `false`.
 * @throws {Error} 'Not an EVM CAIP-2 network id: <id>' for a chain that is not `eip155:<id>`.
 * @throws {Error} The `listen` error otherwise (e.g. `EADDRNOTAVAIL`).
 *
 * @example
 * import { deployUniswapV3, startAnvil, startBlockchainApi } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: 8545 })
 * const uniswapV3 = await deployUniswapV3({ rpcUrl: anvil.url }) // and the test contracts
 * const api = await startBlockchainApi({
 *   port: 8790,
 *   chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.url, uniswapV3 }],
 * })
 * await fetch(`${api.url}/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance`)
 */
export async function startBlockchainApi(
  parameters: StartBlockchainApiParameters,
): Promise<StartBlockchainApiReturnType> {
  const { port, host = '127.0.0.1', reuse = true } = parameters
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const context = {
    url,
    chains: parameters.chains.map(createFixtureChain),
    controls: createFixtureControls(),
  }
  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      if (!response.headersSent) send(response, 500, { error: String(error) })
      else response.destroy()
    })
  })

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', url)
    const method = request.method ?? 'GET'
    const query = Object.fromEntries(searchParams)
    if (method === 'OPTIONS') {
      context.controls.record({ method, path: pathname, query, at: new Date().toISOString() })
      const requested = request.headers['access-control-request-headers']
      response.writeHead(204, {
        ...corsHeaders,
        'access-control-allow-headers': requested
          ? `${allowedHeaders}, ${requested}`
          : allowedHeaders,
        'access-control-max-age': '600',
      })
      response.end()
      return
    }
    const text = await readBody(request)
    if (text === undefined) return send(response, 413, { error: 'Body too large' })
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? (value.at(-1) ?? '') : (value ?? ''),
      ]),
    )
    const answered = await handleBlockchainApiRequest(context, {
      method,
      path: pathname,
      query,
      headers,
      text,
    })
    if (answered.type === 'html') sendPage(response, answered.status, String(answered.body))
    else if (answered.type === 'bytes') sendBytes(response, answered.body as FixtureBytes)
    else send(response, answered.status, answered.body)
  }

  if (
    await listenOrReuse(server, {
      port,
      host,
      reuse,
      kind: 'a Blockchain API',
      probe: () => probeBlockchainApi(url),
    })
  ) {
    return { url, reused: true, stop: async () => {} }
  }

  const stop = createServerStop(server)
  return { url, reused: false, stop }
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': allowedHeaders,
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function sendBytes(response: ServerResponse, { contentType, bytes }: FixtureBytes) {
  response.writeHead(200, {
    ...corsHeaders,
    'content-type': contentType,
    'content-length': String(bytes.length),
  })
  response.end(bytes)
}

function sendPage(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // The page shows request parameters: it runs no script and loads nothing.
    'content-security-policy': "default-src 'none'",
  })
  response.end(html)
}

/** The body as text, or `undefined` when it is larger than {@link maxBodyBytes}. */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
