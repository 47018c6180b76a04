import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, type Transport } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRpcTransport, RPC_RANK, rpcTransportOf, rpcUrlsOf } from './createRpcTransport.js'

const viemFallback = vi.hoisted(() => ({ calls: [] as unknown[][] }))
vi.mock('viem', async (importOriginal) => {
  const viem = await importOriginal<typeof import('viem')>()
  return {
    ...viem,
    fallback: (...args: Parameters<typeof viem.fallback>) => {
      viemFallback.calls.push(args)
      return viem.fallback(...args)
    },
  }
})

type Call = { id: number; method: string }

/** A JSON-RPC 2.0 node on 127.0.0.1: block number `block`, every POST body it got in `bodies`. */
async function startNode(block: number) {
  const bodies: unknown[] = []
  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text) as Call | Call[]
      bodies.push(body)
      const answer = ({ id, method }: Call) => ({
        jsonrpc: '2.0',
        id,
        result:
          method === 'eth_blockNumber'
            ? `0x${block.toString(16)}`
            : method === 'net_listening'
              ? true
              : '0x7a69',
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { url, bodies, stop }
}

const nodes: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.stop()))
  viemFallback.calls.length = 0
})
const node = async (block: number) => {
  const started = await startNode(block)
  nodes.push(started)
  return started
}
const clientOver = (transport: Transport) => createPublicClient({ transport, pollingInterval: 50 })

const network = (...urls: string[]) => ({
  caipNetworkId: 'eip155:31337' as const,
  rpcUrls: { default: { http: urls } },
})

describe('rpcUrlsOf', () => {
  const hosted = {
    url: 'https://rpc.example.org/v1',
    projectId: 'p 1',
    networks: new Set(['eip155:31337']),
  }
  test('the hosted URL first for a listed network, then its own URLs in order', () => {
    expect(rpcUrlsOf(network('http://a', 'http://b'), { ranking: false, hosted })).toEqual([
      'https://rpc.example.org/v1?chainId=eip155:31337&projectId=p%201',
      'http://a',
      'http://b',
    ])
  })
  test('a hosted URL with a query gets the parameters after `&`', () => {
    const withQuery = { ...hosted, url: 'https://rpc.example.org/v1?tier=2' }
    expect(rpcUrlsOf(network('http://a'), { ranking: false, hosted: withQuery })[0]).toBe(
      'https://rpc.example.org/v1?tier=2&chainId=eip155:31337&projectId=p%201',
    )
  })
  test('a network the service does not list, or no service: its own URLs only', () => {
    const other = { ...hosted, networks: new Set(['eip155:1']) }
    expect(rpcUrlsOf(network('http://a'), { ranking: false, hosted: other })).toEqual(['http://a'])
    expect(rpcUrlsOf(network('http://a', 'http://b'))).toEqual(['http://a', 'http://b'])
  })
})

describe('createRpcTransport', () => {
  test('each URL: an HTTP transport with a 10,000 ms timeout, in the given order', () => {
    const transport = createRpcTransport(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'])({})
    const inner = (transport.value as { transports: ReturnType<Transport>[] }).transports
    expect(transport.config.type).toBe('fallback')
    expect(
      inner.map((t) => [t.config.type, t.config.timeout, (t.value as { url: string }).url]),
    ).toEqual([
      ['http', 10_000, 'http://127.0.0.1:1/a'],
      ['http', 10_000, 'http://127.0.0.1:1/b'],
    ])
  })

  test('one URL: one HTTP transport (no fallback); none: an error', () => {
    const transport = createRpcTransport(['http://127.0.0.1:1/a'])({})
    expect([transport.config.type, transport.config.timeout]).toEqual(['http', 10_000])
    expect(() => createRpcTransport([])).toThrow('No RPC URL given')
    expect(() => rpcTransportOf(network())).toThrow('Network eip155:31337 has no RPC URL')
  })

  test('requests made together go as one JSON-RPC batch', async () => {
    const { url, bodies } = await node(7)
    const client = clientOver(createRpcTransport([url]))
    await Promise.all([client.getBlockNumber({ cacheTime: 0 }), client.getChainId()])
    expect(bodies).toEqual([
      [
        { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_blockNumber' },
        { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_chainId' },
      ],
    ])
  })

  test('the first URL down: the request is answered by the second', async () => {
    const first = await node(1)
    const second = await node(2)
    const client = clientOver(createRpcTransport([first.url, second.url]))
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(1n)
    await first.stop()
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(2n)
    expect(second.bodies).toHaveLength(1)
  })

  test('ranking off: no rank option; on: 10 samples, weights 0.3/0.7, pinged with net_listening', async () => {
    createRpcTransport(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'])
    expect(viemFallback.calls[0]?.[1]).toEqual({})
    const first = await node(1)
    const second = await node(2)
    const transport = createRpcTransport([first.url, second.url], true)
    expect(viemFallback.calls[1]?.[1]).toEqual({ rank: RPC_RANK })
    expect(RPC_RANK).toMatchObject({ sampleCount: 10, weights: { latency: 0.3, stability: 0.7 } })
    // Instantiating the transport starts the ranking: each URL gets a `net_listening` ping.
    transport({ pollingInterval: 60_000 })
    await vi.waitFor(() => {
      for (const { bodies } of [first, second]) {
        expect(bodies).toContainEqual([expect.objectContaining({ method: 'net_listening' })])
      }
    })
  })
})
