import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import { createRelayAuthJwt, getClientId } from '@latch/walletconnect'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartRelayReturnType, startRelay } from './startRelay.ts'

let relay: StartRelayReturnType
const requests: { clientId: string; method: string }[] = []

beforeAll(async () => {
  relay = await startRelay({
    port: await getFreePort(),
    pingInterval: 100,
    onRequest: ({ clientId, method }) => requests.push({ clientId, method }),
  })
})

afterAll(() => relay?.stop())

type Frame = { id?: unknown; method?: string; params?: unknown; result?: unknown; error?: unknown }

/** The relay auth seed of a named test client: the same name, the same client id. */
const seedOf = (name: string) => new Uint8Array(createHash('sha256').update(name).digest())
const clientIdOf = (name: string) => getClientId(seedOf(name))

/**
 * A raw WebSocket client; with a `name`, it authenticates like the SDK: a relay auth JWT for the
 * relay's URL, signed with the name's seed, in the `auth` query parameter.
 */
async function connect(name?: string, options: { autoPong?: boolean } = {}) {
  const auth = name ? `&auth=${createRelayAuthJwt({ seed: seedOf(name), aud: relay.url })}` : ''
  const socket = new WebSocket(`${relay.url}?projectId=latch-test${auth}&ua=test`, options)
  const frames: Frame[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  await once(socket, 'open')
  let lastId = 0

  async function next(predicate: (frame: Frame) => boolean, timeout = 2_000): Promise<Frame> {
    const deadline = Date.now() + timeout
    for (;;) {
      const index = frames.findIndex(predicate)
      if (index >= 0) return frames.splice(index, 1)[0] as Frame
      if (Date.now() > deadline) throw new Error('no matching frame')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }

  return {
    socket,
    frames,
    next,
    async request(method: string, params: unknown) {
      lastId += 1
      const id = lastId
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.id === id && frame.method === undefined)
    },
    subscription: () => next((frame) => frame.method === 'irn_subscription'),
  }
}

test('delivers a publish to the other subscribers as irn_subscription, not to the publisher', async () => {
  const dapp = await connect('dapp')
  const wallet = await connect('wallet')
  const topic = 'a'.repeat(64)
  const subscribed = await wallet.request('irn_subscribe', { topic })
  await dapp.request('irn_subscribe', { topic })
  expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)

  const publish = { topic, message: 'bWVzc2FnZQ==', ttl: 300, tag: 1108, prompt: false }
  expect(await dapp.request('irn_publish', publish)).toMatchObject({ result: true })

  const delivery = await wallet.subscription()
  expect(delivery).toEqual({
    id: expect.any(Number),
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: subscribed.result,
      data: { topic, message: 'bWVzc2FnZQ==', publishedAt: expect.any(Number), tag: 1108 },
    },
  })
  wallet.socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(dapp.frames).toEqual([])
  expect(requests).toContainEqual({ clientId: clientIdOf('wallet'), method: 'irn_subscribe' })

  // Acknowledged: the same client reconnecting does not get it again; another client does.
  wallet.socket.close()
  const walletAgain = await connect('wallet')
  await walletAgain.request('irn_subscribe', { topic })
  const other = await connect('other')
  await other.request('irn_batchSubscribe', { topics: [topic] })
  expect(await other.subscription()).toMatchObject({
    params: { data: { message: publish.message } },
  })
  expect(walletAgain.frames).toEqual([])
  for (const client of [dapp, walletAgain, other]) client.socket.close()
})

test('runs a session proposal and approval through wc_proposeSession and wc_approveSession', async () => {
  const dapp = await connect('dapp-session')
  const wallet = await connect('wallet-session')
  const [pairingTopic, sessionTopic] = ['1'.repeat(64), '2'.repeat(64)]
  const proposal = { pairingTopic, sessionProposal: 'proposal', ttl: 300, correlationId: 1 }
  expect(await dapp.request('wc_proposeSession', proposal)).toMatchObject({ result: true })

  await wallet.request('irn_subscribe', { topic: pairingTopic })
  expect(await wallet.subscription()).toMatchObject({
    params: { data: { topic: pairingTopic, message: 'proposal', tag: 1100 } },
  })

  const approval = {
    pairingTopic,
    sessionTopic,
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settle',
  }
  expect(await wallet.request('wc_approveSession', approval)).toMatchObject({ result: true })
  expect(await dapp.subscription()).toMatchObject({
    params: { data: { topic: pairingTopic, message: 'response', tag: 1101 } },
  })
  await dapp.request('irn_subscribe', { topic: sessionTopic })
  expect(await dapp.subscription()).toMatchObject({
    params: { data: { topic: sessionTopic, message: 'settle', tag: 1102 } },
  })
  await dapp.request('irn_publish', { topic: sessionTopic, message: 'ok', ttl: 300, tag: 1103 })
  expect(await wallet.subscription()).toMatchObject({ params: { data: { message: 'ok' } } })
  dapp.socket.close()
  wallet.socket.close()
})

test('answers malformed frames with JSON-RPC errors and keeps the connection', async () => {
  const client = await connect()
  const error = (code: number, message: string) => ({ code, message })
  client.socket.send('not json')
  expect(await client.next((frame) => frame.id === null)).toEqual({
    id: null,
    jsonrpc: '2.0',
    error: error(-32700, 'Parse error'),
  })
  expect(await client.request('irn_nope', {})).toMatchObject({
    error: error(-32601, 'Method not found: irn_nope'),
  })
  expect(await client.request('irn_publish', { topic: 'a' })).toMatchObject({
    error: error(-32602, 'Invalid params: expected `ttl` to be a positive number of seconds'),
  })

  // Ids beyond 2^53 (the SDK's getBigIntRpcId) come back exactly as sent.
  const raw = new Promise<string>((resolve) =>
    client.socket.once('message', (d) => resolve(String(d))),
  )
  client.socket.send(
    '{"id":1717000000000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"b"}}',
  )
  expect(await raw).toMatch(
    /^\{"id":1717000000000123457,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/,
  )
  client.socket.close()
})

test('pings every interval and drops a connection that does not answer', async () => {
  const client = await connect()
  await once(client.socket, 'ping')
  const silent = await connect(undefined, { autoPong: false })
  const [code] = await once(silent.socket, 'close')
  expect(code).toBe(1006)
  expect(client.socket.readyState).toBe(WebSocket.OPEN)
  client.socket.close()
})

test('reuses a relay already on the port, or refuses', async () => {
  const port = Number(new URL(relay.url).port)
  const reused = await startRelay({ port })
  expect(reused).toMatchObject({ url: relay.url, reused: true })
  await reused.stop()
  expect((await connect()).socket.readyState).toBe(WebSocket.OPEN)

  await expect(startRelay({ port, reuse: false })).rejects.toThrow(
    `Port ${port} is already serving a WalletConnect relay`,
  )
  const other = createServer((_request, response) => response.end('hello'))
  const otherPort = await getFreePort()
  await new Promise<void>((resolve) => other.listen(otherPort, '127.0.0.1', resolve))
  await expect(startRelay({ port: otherPort })).rejects.toThrow(
    `Port ${otherPort} is in use by something that is not a WalletConnect relay`,
  )
  other.close()
})

test('stop closes every connection and the port', async () => {
  const own = await startRelay({ port: await getFreePort() })
  const client = new WebSocket(own.url)
  await once(client, 'open')
  const closed = once(client, 'close')
  await Promise.all([own.stop(), own.stop()])
  await closed
  const refused = new WebSocket(own.url)
  const [error] = await once(refused, 'error')
  expect(error).toMatchObject({ code: 'ECONNREFUSED' })
})

describe('client auth (relay-client-auth spec)', () => {
  /** Opens a WebSocket with `auth` and `headers`; resolves once open, or with the refusal. */
  async function open(auth: string | undefined, headers: Record<string, string> = {}) {
    const query = auth === undefined ? '' : `&auth=${auth}`
    const socket = new WebSocket(`${relay.url}?projectId=latch-test${query}`, { headers })
    socket.on('error', () => {})
    const refused = once(socket, 'unexpected-response').then(async (args) => {
      const response = args[1] as IncomingMessage
      let body = ''
      for await (const chunk of response) body += chunk
      socket.terminate()
      return { status: response.statusCode, body }
    })
    const opened = once(socket, 'open').then(() => socket)
    return Promise.race([opened, refused])
  }

  /** Sends one request as `socket` and returns the client id the relay saw for it. */
  async function clientIdSeenFor(socket: WebSocket): Promise<string | undefined> {
    const method = 'irn_fetchMessages'
    const answered = once(socket, 'message')
    socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method, params: { topic: 'c'.repeat(64) } }),
    )
    await answered
    socket.close()
    return requests.findLast((request) => request.method === method)?.clientId
  }

  test('accepts a valid JWT, its iss being the client id', async () => {
    const jwt = createRelayAuthJwt({ seed: seedOf('valid'), aud: relay.url })
    const socket = await open(jwt)
    expect(socket).toBeInstanceOf(WebSocket)
    expect(await clientIdSeenFor(socket as WebSocket)).toBe(clientIdOf('valid'))
  })

  test('accepts the audience with a trailing slash, and the JWT as a Bearer header', async () => {
    const jwt = createRelayAuthJwt({ seed: seedOf('slash'), aud: `${relay.url}/` })
    expect(await open(jwt)).toBeInstanceOf(WebSocket)
    const bearer = createRelayAuthJwt({ seed: seedOf('bearer'), aud: relay.url })
    const socket = await open(undefined, { authorization: `Bearer ${bearer}` })
    expect(await clientIdSeenFor(socket as WebSocket)).toBe(clientIdOf('bearer'))
  })

  test('accepts a client without auth, anonymously', async () => {
    const socket = await open(undefined)
    expect(await clientIdSeenFor(socket as WebSocket)).toMatch(/^anonymous:/)
  })

  test('answers 401 to a forged signature', async () => {
    const [header, payload] = createRelayAuthJwt({ seed: seedOf('victim'), aud: relay.url }).split(
      '.',
    )
    const forgerSignature = createRelayAuthJwt({ seed: seedOf('forger'), aud: relay.url }).split(
      '.',
    )[2]
    expect(await open(`${header}.${payload}.${forgerSignature}`)).toEqual({
      status: 401,
      body: 'Relay auth JWT signature is invalid',
    })
  })

  test('answers 401 to another audience', async () => {
    const jwt = createRelayAuthJwt({ seed: seedOf('lost'), aud: 'wss://relay.walletconnect.org' })
    expect(await open(jwt)).toEqual({
      status: 401,
      body: `Relay auth JWT audience "wss://relay.walletconnect.org" is none of "${relay.url}", "${relay.url}/"`,
    })
  })

  test('answers 401 to an expired JWT and to a malformed one', async () => {
    const twoDaysAgo = Date.now() - 2 * 86_400_000
    const expired = createRelayAuthJwt({ seed: seedOf('late'), aud: relay.url, now: twoDaysAgo })
    expect(await open(expired)).toEqual({
      status: 401,
      body: expect.stringMatching(/^Relay auth JWT expired at \d+ \(now \d+, Unix seconds\)$/),
    })
    expect(await open('not-a-jwt')).toEqual({
      status: 401,
      body: 'Malformed relay auth JWT: expected 3 dot-separated parts, got 1',
    })
  })
})
