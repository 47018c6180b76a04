import { expect, test } from 'vitest'
import { createApiClient } from '../../../api/createApiClient.js'
import { mainnet } from '../../../networks/mainnet.js'
import { solanaDevnet } from '../../../networks/solana.js'
import { anvil } from '../../../testing/localNetworks.js'
import { createBlockchainApiSource } from './createBlockchainApiSource.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setUp(routes: Record<string, (url: URL) => Response | unknown>) {
  const requests: URL[] = []
  const caches: (RequestCache | undefined)[] = []
  const fetch = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push(url)
    caches.push(init?.cache)
    const route = Object.entries(routes).find(([path]) => url.pathname.includes(path))
    if (!route) return new Response('{}', { status: 404 })
    const answer = route[1](url)
    return answer instanceof Response ? answer : Response.json(answer)
  }) as typeof globalThis.fetch
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:8790/', projectId: 'p1', fetch })
  return { source: createBlockchainApiSource(api), requests, caches }
}

const supported = { '/v1/supported-chains': () => ({ http: ['eip155:1', 'eip155:31337'], ws: [] }) }

test('spec §7: every GET carries projectId, st and sv; balances come back validated, hostile text as text', async () => {
  const { source, requests } = setUp({
    ...supported,
    '/balance': () => ({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          price: 3000,
          value: 6000,
          quantity: { decimals: '18', numeric: '2' },
          iconUrl: 'https://example.org/eth.png',
        },
        {
          name: '<img src=x onerror=alert(1)>\u202e',
          symbol: 'EVIL',
          chainId: 'eip155:1',
          address: 'eip155:1:0x1111111111111111111111111111111111111111',
          price: 1,
          quantity: { decimals: '6', numeric: '5' },
          iconUrl: 'javascript:alert(1)',
        },
        { name: 'broken', chainId: 'eip155:1' },
        {
          name: 'Other chain',
          symbol: 'O',
          chainId: 'eip155:10',
          quantity: { decimals: '18', numeric: '1' },
        },
      ],
    }),
  })
  const balances = await source.getTokenBalances({ address: account, caipNetwork: mainnet })
  expect(balances.map((balance) => balance.name)).toEqual(['Ether', '<img src=x onerror=alert(1)>'])
  expect(balances[1]?.iconUrl).toBeUndefined()
  expect(balances[0]?.iconUrl).toBe('https://example.org/eth.png')
  for (const url of requests) {
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'p1',
      st: 'latch',
      sv: expect.any(String),
    })
  }
  expect(requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:1')
  expect(requests.at(-1)?.searchParams.get('currency')).toBe('usd')
})

test('spec §5, §7: unsupported networks and testnets are skipped with empty results and no request', async () => {
  const { source, requests } = setUp({ ...supported, '/balance': () => ({ balances: [] }) })
  expect(
    await source.getTokenBalances({ address: account, caipNetwork: { ...anvil, testnet: true } }),
  ).toEqual([])
  expect(await source.getTokenBalances({ address: account, caipNetwork: solanaDevnet })).toEqual([])
  expect(await source.getTransactions({ address: account, caipNetwork: solanaDevnet })).toEqual({
    data: [],
  })
  expect(await source.supports('balances', anvil)).toBe(true)
  expect(await source.supports('names', solanaDevnet)).toBe(false)
  expect(requests.map((url) => url.pathname)).toEqual(['/v1/supported-chains'])
})

test("a non-OK answer is the generic client's 'HTTP status code: {status}'", async () => {
  const { source } = setUp({
    ...supported,
    '/balance': () => new Response('busy', { status: 503 }),
  })
  await expect(source.getTokenBalances({ address: account, caipNetwork: mainnet })).rejects.toThrow(
    'HTTP status code: 503',
  )
})

test('history pages by cursor; identity gives a name and a safe avatar only', async () => {
  const { source, requests } = setUp({
    ...supported,
    '/history': (url) => ({
      data: [
        {
          id: 'tx1',
          metadata: {
            operationType: 'send',
            hash: '0x1',
            minedAt: '2026-11-01T00:00:00Z',
            sentFrom: account,
            sentTo: '0x2',
            status: 'CONFIRMED',
            nonce: 1,
            chain: 'eip155:1',
          },
          transfers: [
            {
              direction: 'out',
              quantity: { numeric: '0.5' },
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'javascript:x' } },
            },
          ],
        },
        {
          id: 'tx0',
          metadata: {
            operationType: 'buy',
            hash: '0x0',
            minedAt: '2026-10-01T00:00:00Z',
            sentFrom: '0x2',
            sentTo: account,
            status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
          },
          transfers: [],
        },
        { id: 'bad', metadata: {} },
      ],
      next: url.searchParams.get('cursor') ? null : 'page2',
    }),
    '/v1/identity/': () => ({ name: 'vitalik.eth', avatar: 'javascript:alert(1)' }),
  })
  const first = await source.getTransactions({ address: account, caipNetwork: mainnet })
  expect(first.next).toBe('page2')
  expect(first.data.map((t) => t.id)).toEqual(['tx1', 'tx0'])
  expect(first.data[1]?.metadata.status).toBe('failed')
  expect(first.data[0]?.metadata.status).toBe('confirmed')
  expect(first.data[0]?.transfers[0]?.fungible_info?.icon).toBeUndefined()
  const second = await source.getTransactions({
    address: account,
    caipNetwork: mainnet,
    cursor: 'page2',
  })
  expect(second.next).toBeUndefined()
  expect(requests.at(-1)?.searchParams.get('cursor')).toBe('page2')
  expect(await source.getIdentity({ address: account, caipNetwork: mainnet })).toEqual({
    name: 'vitalik.eth',
    avatar: undefined,
  })
  expect(requests.at(-1)?.searchParams.get('sender')).toBe(account)
})

test('spec §7: history carries onramp, and a coinbase history is fetched with cache no-cache', async () => {
  const { source, requests, caches } = setUp({ ...supported, '/history': () => ({ data: [] }) })
  await source.getTransactions({ address: account, caipNetwork: mainnet, onramp: 'coinbase' })
  expect(requests.at(-1)?.pathname).toBe(`/v1/account/${account}/history`)
  expect(requests.at(-1)?.searchParams.get('onramp')).toBe('coinbase')
  expect(requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:1')
  expect(caches.at(-1)).toBe('no-cache')
  await source.getTransactions({ address: account, caipNetwork: mainnet, onramp: 'meld' })
  expect(requests.at(-1)?.searchParams.get('onramp')).toBe('meld')
  expect(caches.at(-1)).toBeUndefined()
  await source.getTransactions({ address: account, caipNetwork: mainnet })
  expect(requests.at(-1)?.searchParams.has('onramp')).toBe(false)
  expect(caches.at(-1)).toBeUndefined()
})

test('spec §7: a balance request carries forceUpdate (the moved tokens) only when asked', async () => {
  const { source, requests } = setUp({ ...supported, '/balance': () => ({ balances: [] }) })
  const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  await source.getTokenBalances({
    address: account,
    caipNetwork: mainnet,
    forceUpdate: [native, usdc],
  })
  expect(requests.at(-1)?.pathname).toBe(`/v1/account/${account}/balance`)
  expect(requests.at(-1)?.searchParams.get('forceUpdate')).toBe(`${native},${usdc}`)
  await source.getTokenBalances({ address: account, caipNetwork: mainnet })
  expect(requests.at(-1)?.searchParams.has('forceUpdate')).toBe(false)
  await source.getTokenBalances({ address: account, caipNetwork: mainnet, forceUpdate: [] })
  expect(requests.at(-1)?.searchParams.has('forceUpdate')).toBe(false)
})
