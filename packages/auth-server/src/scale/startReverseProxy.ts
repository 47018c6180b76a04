import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A listening {@link startReverseProxy}. */
export type ReverseProxy = {
  /** `http://127.0.0.1:port`. */
  url: string
  /** Requests sent to each upstream so far, in the order of `upstreams`. */
  served: number[]
  close(): Promise<void>
}

/**
 * A small HTTP reverse proxy for the scale-out tests, as nginx or a load balancer would be:
 * round-robin over `upstreams` (one request each in turn), appending the client's address to
 * `X-Forwarded-For` (so with `LATCH_AUTH_TRUST_PROXY=1` the server takes the proxy's view of
 * the client, whatever the client wrote there), and naming the upstream that answered in an
 * `X-Upstream` header (its index). Keeps connections to the upstreams alive. `upstreams` is read
 * at each request: it may be filled once the proxy listens (its URL is the upstreams' public URL).
 */
export async function startReverseProxy(upstreams: string[]): Promise<ReverseProxy> {
  const served = upstreams.map(() => 0)
  let next = 0
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 })
  const server = createServer(async (incoming, outgoing) => {
    const index = next++ % upstreams.length
    served[index] = (served[index] ?? 0) + 1
    const target = new URL(incoming.url ?? '/', upstreams[index])
    const forwarded = incoming.headers['x-forwarded-for']
    const client = incoming.socket.remoteAddress ?? 'unknown'
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
    }
    // Bodies are small here: read whole, so a request can be sent again (below).
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const send = (retry: boolean) => {
      const upstream = request(
        target,
        { method: incoming.method, headers, agent: keepAlive },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'x-upstream': String(index),
          })
          answer.pipe(outgoing)
        },
      )
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the upstream closed as it was reused: nothing reached the
        // upstream, send again on a new one (as Node's documentation advises).
        if (retry && upstream.reusedSocket && error.code === 'ECONNRESET') return send(false)
        if (!outgoing.headersSent) outgoing.writeHead(502)
        outgoing.end()
      })
      upstream.end(body)
    }
    send(true)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        keepAlive.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
