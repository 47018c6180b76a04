import type { TokenBalance, Transaction } from '@latch/core'
import { anvilTestAccounts, requestRpc, testContracts } from '@latch/testing'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployTestContracts } from '../contracts/deployTestContracts.ts'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { type StartBlockchainApiReturnType, startBlockchainApi } from './startBlockchainApi.ts'

const [account0, account1, account2, , account4] = anvilTestAccounts
const chainId = 'eip155:31337'
let anvil: StartAnvilReturnType
let api: StartBlockchainApiReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337 })
  await deployTestContracts({ rpcUrl: anvil.url })
  api = await startBlockchainApi({
    port: await getFreePort(),
    chains: [{ caipNetworkId: chainId, rpcUrl: anvil.url }],
  })
}, 60_000)

afterAll(async () => {
  await api?.stop()
  await anvil?.stop()
})

async function get<body>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: body; headers: Headers }> {
  const response = await fetch(`${api.url}${path}`, init)
  return {
    status: response.status,
    body: (await response.json()) as body,
    headers: response.headers,
  }
}

const post = <body>(path: string, json: unknown) =>
  get<body>(path, {
    method: 'POST',
    body: JSON.stringify(json),
    headers: { 'content-type': 'application/json' },
  })

async function send(from: Address, to: Address, value: bigint, data?: Hash): Promise<Hash> {
  return requestRpc<Hash>(anvil.url, 'eth_sendTransaction', [
    { from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) },
  ])
}

test('supported chains are the configured ones', async () => {
  expect((await get('/v1/supported-chains?projectId=p&st=latch&sv=0.1.0')).body).toEqual({
    http: [chainId],
    ws: [],
  })
})

describe('balance', () => {
  const balances = async (account: Address) =>
    (
      await get<{ balances: TokenBalance[] }>(
        `/v1/account/${account}/balance?currency=usd&chainId=${chainId}`,
      )
    ).body.balances

  test('native, the ERC-20s held and the ERC-721 with decimals 0, from chain state', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const ether = formatEther(await client.getBalance({ address: account0 }))
    expect(await balances(account0)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId,
        value: Number(ether) * 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: ether.includes('.') ? ether : `${ether}.0` },
        iconUrl: '',
      },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId,
        address: `${chainId}:${testContracts.latchTestToken}`,
        value: 2000,
        price: 2,
        quantity: { decimals: '18', numeric: '1000.0' },
        iconUrl: '',
      },
      expect.objectContaining({
        symbol: 'LUSD',
        value: 2500,
        quantity: { decimals: '6', numeric: '2500.0' },
      }),
      expect.objectContaining({ symbol: 'LNFT', quantity: { decimals: '0', numeric: '2' } }),
    ])
  })

  test('a token sent to the account shows up (LXT from account #1)', async () => {
    expect((await balances(account4)).map(({ symbol }) => symbol)).toEqual(['ETH', 'LTT', 'LUSD'])
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account4, parseEther('12.5')],
    })
    await send(account1, testContracts.latchExtraToken, 0n, data)
    expect(await balances(account4)).toContainEqual(
      expect.objectContaining({
        symbol: 'LXT',
        price: 0.5,
        value: 6.25,
        quantity: { decimals: '18', numeric: '12.5' },
      }),
    )
  })

  test('without chainId, every configured chain', async () => {
    const { body } = await get<{ balances: TokenBalance[] }>(
      `/v1/account/${account0}/balance?currency=usd`,
    )
    expect(body.balances.every((balance) => balance.chainId === chainId)).toBe(true)
  })
})

test('history pages newest first with a block-number cursor', async () => {
  type Page = { data: Transaction[]; next: string | null }
  const hashes: Hash[] = []
  for (let index = 1; index <= 6; index++)
    hashes.push(await send(account2, account0, parseEther(`0.${index}`)))
  const history = `/v1/account/${account0}/history?chainId=${chainId}`

  const first = (await get<Page>(history)).body
  expect(first.data.map(({ id }) => id)).toEqual(hashes.slice(1).reverse())
  expect(first.data[0]).toEqual({
    id: hashes[5],
    metadata: {
      operationType: 'receive',
      hash: hashes[5],
      minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentFrom: account2,
      sentTo: account0,
      status: 'confirmed',
      nonce: expect.any(Number),
      chain: chainId,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: '0.6' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        value: 1800,
      },
    ],
  })
  expect(first.next).toMatch(/^\d+$/)

  const second = (await get<Page>(`${history}&cursor=${first.next}`)).body
  expect(second.data[0]?.id).toBe(hashes[0])
  // Then the deployments that minted to account #0: LatchTestNft, LatchTestUsd, LatchTestToken.
  expect(second.data.slice(1).map(({ metadata }) => metadata.operationType)).toEqual([
    'mint',
    'mint',
    'mint',
  ])
  const [nft, usd, token] = second.data.slice(1).map(({ transfers }) => transfers)
  expect(nft).toEqual(
    [1, 2].map((id) => ({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: {
        name: `Latch Test NFT #${id}`,
        content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
        flags: { is_spam: false },
      },
    })),
  )
  expect(usd).toEqual([
    {
      direction: 'in',
      quantity: { numeric: '2500' },
      fungible_info: { name: 'Latch Test USD', symbol: 'LUSD' },
      value: 2500,
    },
  ])
  expect(token?.[0]?.fungible_info?.symbol).toBe('LTT')
  expect(second.next).toBeNull()
})

test('identity and prices come from the tables', async () => {
  const identity = await get<{ name: string | null; avatar: string | null }>(
    `/v1/identity/${account0}?sender=${account1}`,
  )
  expect(identity.body).toEqual({
    name: 'latch-dev.eth',
    avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })
  expect((await get(`/v1/identity/${account1}`)).body).toEqual({ name: null, avatar: null })
  const prices = await post('/v1/fungible/price', {
    projectId: 'p',
    currency: 'usd',
    addresses: [
      `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      `${chainId}:${testContracts.latchTestUsd.toLowerCase()}`,
      `${chainId}:${testContracts.latchTestNft}`,
      `eip155:1:${testContracts.latchTestToken}`,
    ],
  })
  expect(prices.body).toEqual({
    fungibles: [
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
      { name: 'Latch Test USD', symbol: 'LUSD', iconUrl: '', price: 1 },
    ],
  })
})

describe('test controls', () => {
  test('a failure answers its status the given number of times, with CORS headers', async () => {
    await post('/__reset', {})
    await post('/__fail', { path: '/balance', status: 503, times: 1 })
    const failed = await get(`/v1/account/${account0}/balance?chainId=${chainId}`)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    expect((await get(`/v1/account/${account0}/balance?chainId=${chainId}`)).status).toBe(200)
    await post('/__fail', { path: '/identity', status: 500 })
    expect((await get(`/v1/identity/${account0}`)).status).toBe(500)
    expect((await get(`/v1/identity/${account0}`)).status).toBe(500)
    await post('/__reset', {})
    expect((await get(`/v1/identity/${account0}`)).status).toBe(200)
  })

  test('the request log records method, path and query; reset clears it', async () => {
    await post('/__reset', {})
    await get(`/v1/identity/${account0}?projectId=p1&st=latch&sv=html-0.1.0`)
    const { body } = await get<{ requests: unknown[] }>('/__requests')
    expect(body.requests).toEqual([
      {
        method: 'GET',
        path: `/v1/identity/${account0}`,
        query: { projectId: 'p1', st: 'latch', sv: 'html-0.1.0' },
        at: expect.any(String),
      },
    ])
    await post('/__reset', {})
    expect((await get<{ requests: unknown[] }>('/__requests')).body.requests).toEqual([])
  })
})

test('CORS preflight allows any origin and the SDK headers', async () => {
  const response = await fetch(`${api.url}/v1/account/${account0}/balance`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://127.0.0.1:5173',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-project-id,x-sdk-type,x-sdk-version',
    },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const allowed = response.headers.get('access-control-allow-headers') ?? ''
  for (const header of ['x-project-id', 'x-sdk-type', 'x-sdk-version'])
    expect(allowed).toContain(header)
})

test('bad requests are 400 or 404 and the server keeps serving', async () => {
  expect((await get('/v1/account/nope/balance')).status).toBe(400)
  expect((await get('/v1/account/%E0%A4%A/balance')).status).toBe(400)
  expect((await get(`/v1/account/${account0}/balance?chainId=eip155:1`)).status).toBe(400)
  expect((await get(`/v1/account/${account0}/history?chainId=${chainId}&cursor=x`)).status).toBe(
    400,
  )
  expect((await get('/v1/unknown')).status).toBe(404)
  expect((await get('/v1/fungible/price')).status).toBe(404)
  const malformed = await fetch(`${api.url}/v1/fungible/price`, { method: 'POST', body: '{' })
  expect(malformed.status).toBe(400)
  expect((await post('/v1/fungible/price', { addresses: 'no' })).status).toBe(400)
  expect((await post('/__fail', { path: '', status: 'x' })).status).toBe(400)
  expect((await get('/v1/supported-chains')).status).toBe(200)
})

test('reuses a fixture already listening; refuses when reuse is off', async () => {
  const port = Number(new URL(api.url).port)
  const again = await startBlockchainApi({ port, chains: [] })
  expect(again).toMatchObject({ url: api.url, reused: true })
  await again.stop()
  await expect(startBlockchainApi({ port, chains: [], reuse: false })).rejects.toThrow(
    `Port ${port} is already serving a Blockchain API`,
  )
})
