import { afterEach, expect, test, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { DataSource, TokenBalance, Transaction } from '../../data/types.js'
import type { LatchEvent } from '../../events/createEventBus.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../../testing/localNetworks.js'

afterEach(() => {
  vi.useRealTimers()
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10000' },
}
const nftAsToken: TokenBalance = {
  name: 'Latch Test NFT',
  symbol: 'LNFT',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x1111111111111111111111111111111111111111',
  quantity: { decimals: '0', numeric: '2' },
}
const tx = (
  id: string,
  minedAt: string,
  extra: Partial<Transaction['metadata']> = {},
  spam = false,
): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    minedAt,
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    ...extra,
  },
  transfers: spam
    ? [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Spam', flags: { is_spam: true } },
        },
      ]
    : [
        {
          direction: 'out',
          quantity: { numeric: '0.5' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
        },
      ],
})

async function setUp(source: DataSource, options: { apiUrl?: string } = {}) {
  const scripted = createScriptedAdapter()
  let loads = 0
  scripted.adapter.loadDataSource = async () => {
    loads++
    return source
  }
  const client = createLatchClient({
    networks: [anvil, anvil2],
    adapters: [scripted.adapter],
    ...options,
  })
  const events: LatchEvent[] = []
  client.subscribeEvents((event) => events.push(event))
  await client.ready
  await client.connect(scripted.connector)
  return { client, scripted, events, loads: () => loads }
}

test('spec §9: token balances are cached 30 s per CAIP address; two asks at once make one request', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const getTokenBalances = vi.fn(async () => [nftAsToken, ether])
  const { client, loads } = await setUp({ getTokenBalances })
  await Promise.all([client.fetchTokenBalances(), client.fetchTokenBalances()])
  await client.fetchTokenBalances()
  expect(getTokenBalances).toHaveBeenCalledTimes(1)
  expect(loads()).toBe(1)
  const { tokens } = client.stores.accountData.getState()
  expect(tokens).toMatchObject({
    status: 'ready',
    caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
  // Spec §5: decimals '0' filtered.
  expect(tokens.balances.map((balance) => balance.name)).toEqual(['Ether'])
  vi.setSystemTime(Date.now() + 30_000)
  await client.fetchTokenBalances()
  expect(getTokenBalances).toHaveBeenCalledTimes(2)
  await client.fetchTokenBalances({ force: true })
  expect(getTokenBalances).toHaveBeenCalledTimes(3)
  client.destroy()
})

test("spec §4, §8: a failure shows 'Token Balance Unavailable' and no new try within 30 s", async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const getTokenBalances = vi.fn(async (): Promise<TokenBalance[]> => {
    throw new Error('HTTP status code: 503')
  })
  const { client } = await setUp({ getTokenBalances })
  await client.fetchTokenBalances()
  expect(client.stores.accountData.getState().tokens).toMatchObject({
    status: 'error',
    balances: [],
  })
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'error.tokenBalanceUnavailable' },
      variant: 'error',
      open: true,
    }),
  )
  vi.setSystemTime(Date.now() + 29_000)
  await client.fetchTokenBalances({ force: true })
  expect(getTokenBalances).toHaveBeenCalledTimes(1)
  getTokenBalances.mockResolvedValue([ether])
  vi.setSystemTime(Date.now() + 1_000)
  await client.fetchTokenBalances()
  expect(getTokenBalances).toHaveBeenCalledTimes(2)
  expect(client.stores.accountData.getState().tokens).toMatchObject({
    status: 'ready',
    lastRetry: undefined,
  })
  client.destroy()
})

test('spec §4: transactions page by cursor, drop all-spam and other chains, group by year and month', async () => {
  const getTransactions = vi.fn(async ({ cursor }: { cursor?: string | undefined }) =>
    cursor
      ? { data: [tx('0x2', '2025-12-30T00:00:00Z')] }
      : {
          data: [
            tx('0x4', '2026-11-20T00:00:00Z', { chain: 'eip155:31337' }),
            tx('0x3', '2026-11-02T00:00:00Z', {}, true),
            tx('0x9', '2026-11-01T00:00:00Z', { chain: 'eip155:1' }),
          ],
          next: 'block-10',
        },
  )
  const { client } = await setUp({ getTransactions })
  await client.fetchTransactions()
  let state = client.stores.transactions.getState()
  expect(state.transactions.map((t) => t.id)).toEqual(['0x4'])
  expect(state).toMatchObject({ next: 'block-10', loading: false, empty: false, error: false })
  await client.fetchTransactions({ more: true })
  state = client.stores.transactions.getState()
  expect(getTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'block-10' }))
  expect(state.transactions.map((t) => t.id)).toEqual(['0x4', '0x2'])
  expect(state.next).toBeUndefined()
  expect(Object.keys(state.transactionsByYear)).toEqual(['2025', '2026'])
  expect(state.transactionsByYear[2026]?.[10]?.map((t) => t.id)).toEqual(['0x4'])
  await client.fetchTransactions({ more: true })
  expect(getTransactions).toHaveBeenCalledTimes(2)
  client.destroy()
})

test("spec §4, §7, §8: a failed fetch empties the list with no cursor, shows 'Failed to fetch transactions' and emits ERROR_FETCH_TRANSACTIONS", async () => {
  const getTransactions = vi.fn(async () => ({
    data: [tx('0x4', '2026-11-20T00:00:00Z')],
    next: 'c',
  }))
  const { client, events } = await setUp({ getTransactions })
  await client.fetchTransactions()
  getTransactions.mockRejectedValueOnce(new Error('boom'))
  await client.fetchTransactions({ more: true })
  expect(client.stores.transactions.getState()).toMatchObject({
    transactions: [],
    next: undefined,
    error: true,
    loading: false,
  })
  await vi.waitFor(() =>
    expect(client.stores.toast.getState().message).toEqual({
      key: 'error.failedToFetchTransactions',
    }),
  )
  expect(
    events.find((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')?.properties,
  ).toMatchObject({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    cursor: 'c',
  })
  client.destroy()
})

test('an answer for an account or network no longer shown is dropped; a full disconnect clears the data', async () => {
  let release: (value: TokenBalance[]) => void = () => {}
  const getTokenBalances = vi.fn(
    () =>
      new Promise<TokenBalance[]>((resolve) => {
        release = resolve
      }),
  )
  const { client } = await setUp({ getTokenBalances })
  const pending = client.fetchTokenBalances()
  await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalled())
  await client.switchNetwork(anvil2)
  release([ether])
  await pending
  expect(client.stores.accountData.getState().tokens.caipAddress).toBe(
    'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  expect(client.stores.accountData.getState().tokens.status).toBe('loading')
  await client.disconnect()
  expect(client.stores.accountData.getState().tokens).toMatchObject({
    status: 'idle',
    balances: [],
    caipAddress: undefined,
  })
  client.destroy()
})

test('spec §8: a failed identity lookup falls back to a name lookup, then clears the image', async () => {
  const getIdentity = vi.fn(async () => ({ name: 'dev.eth', avatar: 'https://example.org/a.png' }))
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (url.includes('supported-chains')) return Response.json({ http: ['eip155:31337'] })
    return new Response('down', { status: 503 })
  })
  const { client } = await setUp({ getIdentity }, { apiUrl: 'http://127.0.0.1:9/' })
  await vi.waitFor(() => expect(client.getAccount()?.profileName).toBe('dev.eth'))
  expect(client.getAccount()?.profileImage).toBeUndefined()
  expect(fetch.mock.calls.some(([input]) => String(input).includes('/v1/identity/'))).toBe(true)
  fetch.mockRestore()
  client.destroy()
})

test('without a hosted API, identity comes from the RPC source (ENS) with its avatar', async () => {
  const getIdentity = vi.fn(async () => ({ name: 'dev.eth', avatar: 'https://example.org/a.png' }))
  const { client } = await setUp({ getIdentity })
  await vi.waitFor(() =>
    expect(client.getAccount()?.profileImage).toBe('https://example.org/a.png'),
  )
  expect(client.getAccount()?.profileName).toBe('dev.eth')
  client.destroy()
})

test('an adapter that says a network has no names is not asked, and its data source is not loaded for it', async () => {
  const getIdentity = vi.fn(async () => ({ name: 'dev.eth' }))
  const scripted = createScriptedAdapter()
  const loadDataSource = vi.fn(async () => ({ getIdentity }))
  scripted.adapter.loadDataSource = loadDataSource
  scripted.adapter.hasIdentity = () => false
  const client = createLatchClient({ networks: [anvil], adapters: [scripted.adapter] })
  await client.ready
  await client.connect(scripted.connector)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(loadDataSource).not.toHaveBeenCalled()
  expect(client.getAccount()?.profileName).toBeUndefined()
  client.destroy()
})

test('an RPC that cannot list activity (code ACTIVITY_UNAVAILABLE) is told once, not on every open', async () => {
  const unavailable = Object.assign(
    new Error('Activity needs an RPC with Otterscan (ots_) methods'),
    {
      code: 'ACTIVITY_UNAVAILABLE',
    },
  )
  const getTransactions = vi.fn(async () => {
    throw unavailable
  })
  const { client, events } = await setUp({ getTransactions }, {})
  await client.fetchTransactions()
  await client.fetchTransactions()
  expect(getTransactions).toHaveBeenCalledTimes(2)
  expect(client.stores.transactions.getState()).toMatchObject({ error: true, transactions: [] })
  expect(events.filter((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toHaveLength(1)
  client.destroy()
})

test('a fetch that never answers fails after the deadline instead of spinning forever', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const getTokenBalances = vi.fn((): Promise<TokenBalance[]> => new Promise(() => {}))
  const { client } = await setUp({ getTokenBalances })
  const pending = client.fetchTokenBalances()
  await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalled())
  await vi.advanceTimersByTimeAsync(30_000)
  await pending
  expect(client.stores.accountData.getState().tokens.status).toBe('error')
  client.destroy()
})

test('a network switch moves the CAIP-10 address to the new network, so the lists follow it', async () => {
  const { client } = await setUp({ getTokenBalances: async () => [ether] })
  await client.switchNetwork(anvil2)
  expect(client.getAccount()?.caipAddress).toBe(
    'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  client.destroy()
})

test("another account never shows the last one's name while its own lookup runs", async () => {
  let answer: (identity: { name: string }) => void = () => {}
  const getIdentity = vi
    .fn()
    .mockResolvedValueOnce({ name: 'first.eth' })
    .mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
  const { client, scripted } = await setUp({ getIdentity })
  await vi.waitFor(() => expect(client.getAccount()?.profileName).toBe('first.eth'))
  scripted.emit({ type: 'accountChanged', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
  await vi.waitFor(() =>
    expect(client.getAccount()?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
  )
  expect(client.getAccount()?.profileName).toBeUndefined()
  answer({ name: 'second.eth' })
  await vi.waitFor(() => expect(client.getAccount()?.profileName).toBe('second.eth'))
  client.destroy()
})

test('showing Activity or NFTs again within 30 s keeps what is loaded, pages included; after 30 s it reads again', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const getTransactions = vi.fn(async ({ cursor }: { cursor?: string | undefined }) =>
    cursor
      ? { data: [tx('0x1', '2026-01-01T00:00:00Z')] }
      : { data: [tx('0x2', '2026-02-01T00:00:00Z')], next: 'c' },
  )
  const getNfts = vi.fn(async () => ({ data: [] }))
  const { client } = await setUp({ getTransactions, getNfts })
  await client.fetchTransactions()
  await client.fetchTransactions({ more: true })
  await client.fetchTransactions()
  expect(getTransactions).toHaveBeenCalledTimes(2)
  expect(client.stores.transactions.getState().transactions.map((t) => t.id)).toEqual([
    '0x2',
    '0x1',
  ])
  await client.fetchNfts()
  await client.fetchNfts()
  expect(getNfts).toHaveBeenCalledTimes(1)
  vi.setSystemTime(Date.now() + 30_000)
  await client.fetchTransactions()
  await client.fetchNfts()
  expect(getTransactions).toHaveBeenCalledTimes(3)
  expect(getNfts).toHaveBeenCalledTimes(2)
  client.destroy()
})
