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
