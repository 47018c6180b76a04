import { afterEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { TokenBalance } from '../../data/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { submitTransaction } from './submitTransaction.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const description = { key: 'toast.sent', values: { amount: '1', symbol: 'ETH' } }
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1' },
}

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

async function setUp() {
  const scripted = createScriptedAdapter()
  const getTokenBalances = vi.fn(async (_query: { forceUpdate?: readonly string[] }) => [ether])
  scripted.adapter.loadDataSource = async () => ({ getTokenBalances })
  scripted.adapter.waitForTransaction = async () => ({ status: 'success' as const })
  const client = createLatchClient({ networks: [anvil], adapters: [scripted.adapter] })
  clients.push(client)
  await client.ready
  await client.connect(scripted.connector)
  // The Tokens tab was loaded just before: its 30 s cache holds.
  await client.fetchTokenBalances()
  expect(getTokenBalances).toHaveBeenCalledTimes(1)
  return { context: getClientContext(client), getTokenBalances, scripted }
}

const transaction = { caipNetwork: anvil, from, to: token, value: 0n }

test('spec §7: after a send or swap the balance request carries forceUpdate, the moved tokens as CAIP-10 (native: its placeholder)', async () => {
  const { context, getTokenBalances, scripted } = await setUp()
  const nativeReads = scripted.calls.getBalance
  await submitTransaction(context, { transaction, description, moved: [token, undefined] })
  await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(2))
  // The native balance's 30 s cache is bypassed too: read again at once.
  expect(scripted.calls.getBalance).toBe(nativeReads + 1)
  expect(getTokenBalances.mock.calls[1]?.[0].forceUpdate).toEqual([
    `eip155:31337:${token}`,
    'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  ])
})

test('a transaction that moves no named token (an approval) still skips the 30 s cache, with no forceUpdate', async () => {
  const { context, getTokenBalances } = await setUp()
  await submitTransaction(context, { transaction, description })
  await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(2))
  expect(getTokenBalances.mock.calls[1]?.[0].forceUpdate).toBeUndefined()
})
