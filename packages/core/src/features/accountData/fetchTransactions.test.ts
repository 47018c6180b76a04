import { afterEach, expect, test, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { DataSource } from '../../data/types.js'
import { LatchError } from '../../errors/base.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.restoreAllMocks()
})

async function setUp(source: DataSource, options: { apiUrl?: string; connect?: boolean } = {}) {
  const scripted = createScriptedAdapter()
  scripted.adapter.loadDataSource = async () => source
  const client = createLatchClient({
    networks: [anvil],
    adapters: [scripted.adapter],
    ...(options.apiUrl && { apiUrl: options.apiUrl }),
  })
  clients.push(client)
  await client.ready
  if (options.connect !== false) await client.connect(scripted.connector)
  return client
}

test("spec §8: asked without an account, the fetch throws 'Transactions can't be fetched without an accountAddress'", async () => {
  const getTransactions = vi.fn(async () => ({ data: [] }))
  const client = await setUp({ getTransactions }, { connect: false })
  const asked = client.fetchTransactions()
  await expect(asked).rejects.toBeInstanceOf(LatchError)
  await expect(asked).rejects.toMatchObject({
    shortMessage: "Transactions can't be fetched without an accountAddress",
  })
  expect(getTransactions).not.toHaveBeenCalled()
})

test('spec §7: an on-ramp history goes to the Blockchain API with onramp and cache no-cache for coinbase; the activity list is another list', async () => {
  const getTransactions = vi.fn(async () => ({ data: [] }))
  const requests: { url: URL; cache: RequestCache | undefined }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input))
    requests.push({ url, cache: init?.cache })
    if (url.pathname.endsWith('supported-chains')) return Response.json({ http: ['eip155:31337'] })
    if (url.pathname.endsWith('/history')) return Response.json({ data: [], next: null })
    return new Response('{}', { status: 404 })
  })
  const client = await setUp({ getTransactions }, { apiUrl: 'http://127.0.0.1:9/' })
  await client.fetchTransactions({ onramp: 'coinbase' })
  const history = requests.filter(({ url }) => url.pathname.endsWith('/history'))
  expect(history).toHaveLength(1)
  expect(history[0]?.url.searchParams.get('onramp')).toBe('coinbase')
  expect(history[0]?.cache).toBe('no-cache')
  expect(client.stores.transactions.getState()).toMatchObject({ onramp: 'coinbase', empty: true })
  // The Activity tab's own list is not the purchases one: asked again, without onramp.
  await client.fetchTransactions()
  const again = requests.filter(({ url }) => url.pathname.endsWith('/history'))
  expect(again).toHaveLength(2)
  expect(again[1]?.url.searchParams.has('onramp')).toBe(false)
  expect(again[1]?.cache).toBeUndefined()
  expect(client.stores.transactions.getState().onramp).toBeUndefined()
})

test('without a Blockchain API (RPC only) on-ramp purchases are an empty list; the RPC source is not asked', async () => {
  const getTransactions = vi.fn(async () => ({ data: [] }))
  const client = await setUp({ getTransactions })
  await client.fetchTransactions({ onramp: 'coinbase' })
  expect(getTransactions).not.toHaveBeenCalled()
  expect(client.stores.transactions.getState()).toMatchObject({
    onramp: 'coinbase',
    transactions: [],
    empty: true,
    error: false,
    loading: false,
  })
})
