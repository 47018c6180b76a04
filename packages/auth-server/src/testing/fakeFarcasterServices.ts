import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { freePort } from './freePort.js'

/**
 * How the fake relay answers a channel's status: `pending`; `failing` (500); `slow` (pending after
 * `delayMs`); `completes` (pending for the first `after` calls, then a completed sign-in of fid
 * 1000 whose message is not a SIWF message: verification refuses it without an RPC call).
 */
export type FakeChannelBehaviour =
  | { kind: 'pending' }
  | { kind: 'failing' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'completes'; after: number }

/** A fake Farcaster relay: channels open at once; each status call is recorded by token. */
export type FakeRelay = {
  url: string
  /** The behaviour of each channel by token (`pending` when unset). */
  behaviours: Map<string, FakeChannelBehaviour>
  /** The `Date.now()` of each status call by channel token. */
  statusCalls: Map<string, number[]>
  stop(): Promise<void>
}

/** A fake OP JSON-RPC answering `eth_chainId` with `chainId` after `delayMs`; calls counted. */
export type FakeRpc = { url: string; chainIdCalls: number; stop(): Promise<void> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : {}
}

async function listen(server: Server) {
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Starts a {@link FakeRelay} on a free port. */
export async function startFakeRelay(): Promise<FakeRelay> {
  const behaviours = new Map<string, FakeChannelBehaviour>()
  const statusCalls = new Map<string, number[]>()
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && request.url === '/v1/channel') {
      const { nonce } = await readBody(request)
      const channelToken = randomUUID()
      const url = `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`
      return send(201, { channelToken, url, nonce })
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const calls = statusCalls.get(token) ?? []
    calls.push(Date.now())
    statusCalls.set(token, calls)
    const behaviour = behaviours.get(token) ?? { kind: 'pending' }
    if (behaviour.kind === 'failing') return send(500, { error: 'Internal Server Error' })
    if (behaviour.kind === 'slow') await sleep(behaviour.delayMs)
    if (behaviour.kind === 'completes' && calls.length > behaviour.after)
      return send(200, {
        state: 'completed',
        message: 'not a sign-in message',
        signature: '0x01',
        fid: 1000,
        username: 'latch-test',
      })
    return send(202, { state: 'pending' })
  })
  return { ...(await listen(server)), behaviours, statusCalls }
}

/** Starts a {@link FakeRpc} on a free port. */
export async function startFakeRpc(parameters: {
  chainId: number
  delayMs?: number
}): Promise<FakeRpc> {
  const rpc = { chainIdCalls: 0 }
  const server = createServer(async (request, response) => {
    const { id, method } = await readBody(request)
    if (method === 'eth_chainId') rpc.chainIdCalls++
    await sleep(parameters.delayMs ?? 0)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(
        method === 'eth_chainId'
          ? { jsonrpc: '2.0', id, result: `0x${parameters.chainId.toString(16)}` }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'not here' } },
      ),
    )
  })
  const listening = await listen(server)
  return Object.assign(rpc, listening) as FakeRpc
}
