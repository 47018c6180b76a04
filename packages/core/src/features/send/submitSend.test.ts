import { expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { sendFeature } from './index.js'

test('spec §7: once a send is mined the balance request carries forceUpdate, the sent token', async () => {
  const scripted = createScriptedAdapter()
  const asked: (readonly string[] | undefined)[] = []
  scripted.adapter.sendTransaction = async () => '0xabc'
  scripted.adapter.simulateTransactions = async () => ({ status: 'success', changes: [] })
  scripted.adapter.waitForTransaction = async () => ({ status: 'success' })
  scripted.adapter.loadDataSource = async () => ({
    getTokenBalances: async ({ forceUpdate }) => {
      asked.push(forceUpdate)
      return []
    },
  })
  const client = createLatchClient({ networks: [anvil], adapters: [scripted.adapter] })
  await client.ready
  await client.connect(scripted.connector)
  const send = await getClientContext(client).features.load(sendFeature)
  const native = send?.getTokens()[0]
  if (!send || !native) throw new Error('no send controller or native token')
  send.setToken(native)
  send.setAmount('0.5')
  send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  expect(await send.review()).toBe(true)
  expect(await send.send()).toBe(true)
  await vi.waitFor(() => expect(asked.filter(Boolean)).toHaveLength(1))
  expect(asked.find(Boolean)).toEqual(['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])
  client.destroy()
})
