import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running JSON-RPC forwarder: its URL, how many requests it forwarded, and `stop`. */
export type RpcProxy = {
  url: string
  /** The POSTs it forwarded so far. */
  forwarded(): number
  /** Closes it (and its open connections): its URL then refuses connections. */
  stop(): Promise<void>
}

/**
 * Starts a plain JSON-RPC proxy on 127.0.0.1 (a free port) that forwards every POST body to
 * `upstream` as is and answers with the node's answer (CORS open, as a public RPC is): a second RPC
 * URL for the same chain, which a test can take down mid-session.
 * @param upstream - The node, e.g. anvil at `http://127.0.0.1:8545`.
 */
export async function startRpcProxy(upstream: string): Promise<RpcProxy> {
  let forwarded = 0
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    try {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      forwarded += 1
      const answer = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
        signal: AbortSignal.timeout(10_000),
      })
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(await answer.text())
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded: () => forwarded,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
