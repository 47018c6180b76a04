import { expect, test, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import type { CaipNetwork } from '../networks/types.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'

function setUp() {
  const scripted = createScriptedAdapter()
  const watches: { caipNetworkId: string; onNewBlock: () => void; stopped: boolean }[] = []
  scripted.adapter.watchNewBlocks = ({
    caipNetwork,
    onNewBlock,
  }: {
    caipNetwork: CaipNetwork
    onNewBlock: () => void
  }) => {
    const watch = { caipNetworkId: caipNetwork.caipNetworkId, onNewBlock, stopped: false }
    watches.push(watch)
    return () => {
      watch.stopped = true
    }
  }
  const client = createLatchClient({ networks: [anvil, anvil2], adapters: [scripted.adapter] })
  return { scripted, watches, client }
}

test('watches blocks only while connected, and re-reads the balance on a new block without a loading state', async () => {
  const { scripted, watches, client } = setUp()
  await client.ready
  expect(watches).toHaveLength(0)
  await client.connect(scripted.connector)
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
  expect(watches.map((w) => [w.caipNetworkId, w.stopped])).toEqual([['eip155:31337', false]])

  scripted.script.balance = { value: { balance: '9999.99', symbol: 'ETH' } }
  const loading: boolean[] = []
  const stop = client.stores.chain.subscribe(() => {
    loading.push(Boolean(client.getAccount()?.balanceLoading))
  })
  watches[0]?.onNewBlock()
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('9999.99'))
  expect(loading).not.toContain(true)
  stop()

  await client.disconnect()
  expect(watches[0]?.stopped).toBe(true)
  client.destroy()
})

test('moves the watch to the new network on a switch, and stops on destroy', async () => {
  const { scripted, watches, client } = setUp()
  await client.ready
  await client.connect(scripted.connector)
  await client.switchNetwork(anvil2)
  await vi.waitFor(() => expect(watches.at(-1)?.caipNetworkId).toBe('eip155:31338'))
  expect(watches.filter((w) => !w.stopped).map((w) => w.caipNetworkId)).toEqual(['eip155:31338'])
  client.destroy()
  expect(watches.every((w) => w.stopped)).toBe(true)
})

/** A balance read the test settles by hand. */
function deferredBalance() {
  let settle: (
    result: { value: { balance: string; symbol: string } } | { error: unknown },
  ) => void = () => {}
  const promise = new Promise<{ balance: string; symbol: string }>((resolve, reject) => {
    settle = (result) => ('value' in result ? resolve(result.value) : reject(result.error))
  })
  return { promise, settle }
}

test('keeps the newest read when answers arrive out of order, and one read at a time', async () => {
  const { scripted, watches, client } = setUp()
  await client.ready
  await client.connect(scripted.connector)
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
  const reads: ReturnType<typeof deferredBalance>[] = []
  scripted.adapter.getBalance = () => {
    const read = deferredBalance()
    reads.push(read)
    return read.promise
  }
  const onNewBlock = () => watches.at(-1)?.onNewBlock()
  onNewBlock()
  onNewBlock()
  onNewBlock()
  // Three blocks during one read: one read, then one more.
  expect(reads).toHaveLength(1)
  reads[0]?.settle({ value: { balance: '1', symbol: 'ETH' } })
  await vi.waitFor(() => expect(reads).toHaveLength(2))
  reads[1]?.settle({ value: { balance: '2', symbol: 'ETH' } })
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('2'))

  // A user-triggered read (a switch to a network not read in the last 30 s) overtakes a slow quiet
  // one.
  onNewBlock()
  await vi.waitFor(() => expect(reads).toHaveLength(3))
  await client.switchNetwork(anvil2)
  await vi.waitFor(() => expect(reads).toHaveLength(4))
  const newest = reads.at(-1)
  newest?.settle({ value: { balance: '5', symbol: 'ETH' } })
  reads[2]?.settle({ value: { balance: '3', symbol: 'ETH' } })
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('5'))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(client.getAccount()?.balance).toBe('5')
  client.destroy()
})

test('a failed refresh on a new block keeps the balance shown', async () => {
  const { scripted, watches, client } = setUp()
  await client.ready
  await client.connect(scripted.connector)
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
  let failed = false
  scripted.adapter.getBalance = () => {
    failed = true
    return Promise.reject(new Error('rate limited'))
  }
  watches.at(-1)?.onNewBlock()
  await vi.waitFor(() => expect(failed).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(client.getAccount()).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })
  client.destroy()
})

test('a hidden page stops watching, and reads once when shown again', async () => {
  let visibilityState: DocumentVisibilityState = 'visible'
  const page = new EventTarget()
  Object.defineProperty(page, 'visibilityState', { get: () => visibilityState })
  vi.stubGlobal('document', page)
  try {
    const { scripted, watches, client } = setUp()
    await client.ready
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
    const readsBefore = scripted.calls.getBalance
    visibilityState = 'hidden'
    page.dispatchEvent(new Event('visibilitychange'))
    expect(watches.every((w) => w.stopped)).toBe(true)
    visibilityState = 'visible'
    page.dispatchEvent(new Event('visibilitychange'))
    expect(watches.filter((w) => !w.stopped)).toHaveLength(1)
    await vi.waitFor(() => expect(scripted.calls.getBalance).toBe(readsBefore + 1))
    client.destroy()
  } finally {
    vi.unstubAllGlobals()
  }
})
