import { afterEach, expect, test, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { DataSource, TokenBalance } from '../../data/types.js'
import { bitcoin } from '../../networks/bitcoin.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1' },
}

async function setUp(source: DataSource, options: { apiUrl?: string } = {}) {
  const scripted = createScriptedAdapter()
  scripted.adapter.loadDataSource = async () => source
  const client = createLatchClient({ networks: [anvil], adapters: [scripted.adapter], ...options })
  clients.push(client)
  await client.ready
  await client.connect(scripted.connector)
  return client
}

/** Waits for the 'Token Balance Unavailable' toast, then closes it. */
async function expectUnavailableToast(client: Awaited<ReturnType<typeof setUp>>) {
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'error.tokenBalanceUnavailable' },
      variant: 'error',
      open: true,
    }),
  )
  client.stores.toast.setState({ open: false })
}

test("spec §8: RPC only, a network no source serves gives an empty list and 'Token Balance Unavailable' once", async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const client = await setUp({}) // the adapter's data source cannot read balances
  await client.fetchTokenBalances()
  expect(client.stores.accountData.getState().tokens).toMatchObject({
    status: 'ready',
    balances: [],
  })
  await expectUnavailableToast(client)
  // Once, as a failure is: not again within the 30 s retry gap.
  await client.fetchTokenBalances()
  expect(client.stores.toast.getState().open).toBe(false)
  // A refresh after a transaction (forced) does not tell it again; the next ask does.
  vi.setSystemTime(Date.now() + 30_000)
  await client.fetchTokenBalances({ force: true })
  expect(client.stores.toast.getState().open).toBe(false)
  vi.setSystemTime(Date.now() + 30_000)
  await client.fetchTokenBalances()
  await expectUnavailableToast(client)
})

test("spec §7, §8: a network the Blockchain API does not serve (and no RPC source reads) is empty, 'Token Balance Unavailable', no balance request", async () => {
  const urls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input))
    urls.push(url)
    if (url.pathname.endsWith('supported-chains')) return Response.json({ http: ['eip155:1'] })
    return Response.json({ balances: [] })
  })
  const client = await setUp({}, { apiUrl: 'http://127.0.0.1:9/' })
  await client.fetchTokenBalances()
  expect(client.stores.accountData.getState().tokens).toMatchObject({
    status: 'ready',
    balances: [],
  })
  await expectUnavailableToast(client)
  expect(urls.some((url) => url.pathname.endsWith('/balance'))).toBe(false)
})

test('a network a source serves shows no toast; forceUpdate skips the 30 s cache and reaches the source', async () => {
  const getTokenBalances = vi.fn(async (_query: { forceUpdate?: readonly string[] }) => [ether])
  const client = await setUp({ getTokenBalances })
  await client.fetchTokenBalances()
  await client.fetchTokenBalances()
  expect(getTokenBalances).toHaveBeenCalledTimes(1)
  expect(client.stores.toast.getState().open).toBe(false)
  const forceUpdate = ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee']
  await client.fetchTokenBalances({ forceUpdate })
  expect(getTokenBalances).toHaveBeenCalledTimes(2)
  expect(getTokenBalances.mock.calls[1]?.[0].forceUpdate).toEqual(forceUpdate)
})

test('spec §5: a namespace whose balances are not read (Bitcoin) is an empty ready list, no toast, no recorded failure', async () => {
  const scripted = createScriptedAdapter({ connector: { chain: 'bip122' } })
  Object.assign(scripted.adapter, { namespace: 'bip122' }) // `namespace` is read-only
  scripted.adapter.loadDataSource = async () => ({}) // no source reads bip122 balances
  const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  scripted.script.connect = { value: { address, chainId: bitcoin.id } }
  const client = createLatchClient({ networks: [bitcoin], adapters: [scripted.adapter] })
  clients.push(client)
  await client.ready
  await client.connect(scripted.connector)
  for (let open = 0; open < 2; open++) {
    await client.fetchTokenBalances()
    expect(client.stores.accountData.getState().tokens).toEqual({
      caipAddress: `${bitcoin.caipNetworkId}:${address}`,
      status: 'ready',
      balances: [],
      lastRetry: undefined,
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.stores.toast.getState().open).toBe(false)
  }
})
