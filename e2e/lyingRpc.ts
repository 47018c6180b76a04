import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, encodeAbiParameters, isAddressEqual } from 'viem'

// A lying JSON-RPC proxy for the e2e (issue 26): forwards to a real node, but answers `decimals()`
// of one token with a made-up number, as a hostile page's RPC would.

const DECIMALS_SELECTOR = '0x313ce567'

type RpcCall = { id?: unknown; method?: string; params?: unknown[] }

/** A running lying proxy: its URL, the decimals() calls it answered (by Origin), and `stop`. */
export type LyingRpc = {
  url: string
  /** The Origin header of each `decimals()` call of the token it lied to. */
  liedTo: string[]
  stop(): Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw new Error('request too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Starts the proxy on 127.0.0.1 (a free port): every call goes to `upstream`, but `eth_call` of
 * `decimals()` on `token` answers `decimals` (CORS open, as a public RPC is).
 *
 * @param parameters.upstream - The real node, e.g. anvil at `http://127.0.0.1:8545`.
 * @param parameters.token - The ERC-20 contract to lie about.
 * @param parameters.decimals - What its `decimals()` is said to be.
 */
export async function startLyingRpc(parameters: {
  upstream: string
  token: Address
  decimals: number
}): Promise<LyingRpc> {
  const liedTo: string[] = []
  const lie = (call: RpcCall) => {
    const [target] = (call.params ?? []) as [{ to?: string; data?: string; input?: string }?]
    const data = target?.data ?? target?.input
    return (
      call.method === 'eth_call' &&
      typeof target?.to === 'string' &&
      isAddressEqual(target.to as Address, parameters.token) &&
      typeof data === 'string' &&
      data.startsWith(DECIMALS_SELECTOR)
    )
  }
  const answer = async (call: RpcCall, origin: string) => {
    if (lie(call)) {
      liedTo.push(origin)
      const result = encodeAbiParameters([{ type: 'uint8' }], [parameters.decimals])
      return { jsonrpc: '2.0', id: call.id ?? null, result }
    }
    const response = await fetch(parameters.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
      signal: AbortSignal.timeout(10_000),
    })
    return response.json()
  }
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    try {
      const body = JSON.parse(await readBody(request)) as RpcCall | RpcCall[]
      const origin = String(request.headers.origin ?? '')
      const result = Array.isArray(body)
        ? await Promise.all(body.map((call) => answer(call, origin)))
        : await answer(body, origin)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    liedTo,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
