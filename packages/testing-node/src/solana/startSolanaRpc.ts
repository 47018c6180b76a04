import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServerStop, listenOrReuse } from '../node/listenOrReuse.ts'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.ts'
import { handleSolanaRpcRequest } from './handleSolanaRpcRequest.ts'
import { probeSolanaRpc } from './probeSolanaRpc.ts'

export type StartSolanaRpcParameters = {
  /** TCP port. Defaults to `8899`, a Solana node's. */
  port?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /**
   * Reuse a server already answering `getGenesisHash` on `host:port`; with `false`, a busy port is
   * an error. Defaults to `true`.
   */
  reuse?: boolean
}

export type StartSolanaRpcReturnType = {
  /** The server's HTTP JSON-RPC URL, e.g. `'http://127.0.0.1:8899'`: `createSolanaRpc(url)`. */
  url: string
  /** Whether an already running server was reused (then `stop` leaves it running). */
  reused: boolean
  /** The ledger behind the server this call started (`undefined` when reused), for tests. */
  ledger: SolanaLedger | undefined
  /** Closes the server and its connections; resolves once closed. Idempotent. */
  stop(): Promise<void>
}

/** The largest request body accepted, in bytes (a node accepts 50 kB). */
const MAX_BODY_BYTES = 1024 * 1024

/**
 * Starts a local Solana JSON-RPC server on litesvm: JSON-RPC 2.0 over HTTP POST,
 * single requests and batches, with the methods @solana/kit clients and wallets use — `getBalance`,
 * `getLatestBlockhash`, `isBlockhashValid`, `sendTransaction` (base58 and base64),
 * `simulateTransaction` (with `accounts`), `getSignatureStatuses`, `getTransaction`,
 * `getAccountInfo`, `getMultipleAccounts`, `getMinimumBalanceForRentExemption`, `getFeeForMessage`,
 * `getSlot`, `getBlockHeight`, `getEpochInfo`, `getVersion`, `getGenesisHash`
 * (`SOLANA_LOCAL_GENESIS_HASH`), `getHealth`, `getSignaturesForAddress`, `getTokenAccountsByOwner`,
 * `getTokenAccountBalance` and `requestAirdrop` — answering in a real node's shapes
 * (`{ context: { slot }, value }` where a node uses it). Malformed params get `-32602`, unknown
 * methods `-32601`. Every processed transaction is its own block: the slot
 * advances and a new blockhash is issued; a blockhash stays valid for 150 blocks. Transactions are
 * final at once (`confirmationStatus: 'finalized'`). Fees are 5,000 lamports per signature.
 *
 * CORS is open (`Access-Control-Allow-Origin: *`), so a page on another origin (the demo at
 * `http://127.0.0.1:5173`) can call it.
 *
 * @param parameters - {@link StartSolanaRpcParameters}
 * @returns The URL, whether an existing server was reused, the ledger, and `stop`.
 * @throws {Error} 'Port <port> is in use by something that is not a Solana RPC'
 * @throws {Error} 'Port <port> is already serving a Solana RPC' when `reuse` is `false`.
 * @throws {Error} The `listen` error otherwise (e.g. `EADDRNOTAVAIL`).
 *
 * @example
 * import { getFreePort, startSolanaRpc } from '@latch/testing-node'
 * import { createSolanaRpc } from '@solana/kit'
 *
 * const server = await startSolanaRpc({ port: await getFreePort() })
 * const rpc = createSolanaRpc(server.url)
 * await rpc.requestAirdrop(address, lamports(1_000_000_000n)).send()
 * // …
 * await server.stop()
 */
export async function startSolanaRpc(
  parameters: StartSolanaRpcParameters = {},
): Promise<StartSolanaRpcReturnType> {
  const { port = 8899, host = '127.0.0.1', reuse = true } = parameters
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const ledger = await createSolanaLedger()
  // One request at a time: the ledger's blocks follow the order requests arrived in.
  let queue: Promise<unknown> = Promise.resolve()
  const server = createServer((request, response) => {
    queue = queue
      .then(() => serve(ledger, request, response))
      .catch((error: unknown) => {
        // A bug here must not leave the client waiting.
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(String(error))
      })
  })
  if (
    await listenOrReuse(server, {
      port,
      host,
      reuse,
      kind: 'a Solana RPC',
      probe: async () => (await probeSolanaRpc(url)) !== undefined,
    })
  ) {
    return { url, reused: true, ledger: undefined, stop: async () => {} }
  }
  const stop = createServerStop(server)
  return { url, reused: false, ledger, stop }
}

async function serve(ledger: SolanaLedger, request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers':
        request.headers['access-control-request-headers'] ?? 'content-type',
      'access-control-max-age': '86400',
    })
    response.end()
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { 'content-type': 'text/plain' })
    response.end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const body = await readBody(request)
  if (body === undefined) {
    response.writeHead(413, { 'content-type': 'text/plain' }).end('Payload too large')
    return
  }
  const answer = await handleSolanaRpcRequest(ledger, body)
  if (answer === undefined) {
    response.writeHead(204).end()
    return
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(answer)
}

/** The request body as text, or `undefined` past {@link MAX_BODY_BYTES}. */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data')
        request.resume()
        resolve(undefined)
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
