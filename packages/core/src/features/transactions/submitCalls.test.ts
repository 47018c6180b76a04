import { afterEach, expect, test, vi } from 'vitest'
import type { AdapterTransaction } from '../../adapter/types.js'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { toCaipNetwork } from '../../networks/toCaipNetwork.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { ether } from '../../testing/localNetworks.js'
import { submitCalls } from './submitCalls.js'

const network = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test' } },
})
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = `0x${'cd'.repeat(32)}`
const calls: [AdapterTransaction, AdapterTransaction] = [
  { caipNetwork: network, from, to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: 0n },
  { caipNetwork: network, from, to: '0xE592427A0AEce92De3Edee1F18E0157C05861564', value: 1n },
]
const description = {
  key: 'toast.swapped',
  values: { amount: '1', symbol: 'LTT', toSymbol: 'ETH' },
}

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

async function setUp(outcome: 'success' | 'reverted' | Error) {
  const scripted = createScriptedAdapter()
  const { adapter } = scripted
  const sent: (readonly AdapterTransaction[])[] = []
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  adapter.sendCalls = vi.fn(async ({ calls: batch }) => {
    sent.push(batch)
    return { id: '0xbatch' }
  })
  adapter.waitForCalls = vi.fn(async () => {
    await done
    if (outcome instanceof Error) throw outcome
    return { status: outcome, transactionHash: hash }
  })
  const client = createLatchClient({ networks: [network], adapters: [adapter] })
  clients.push(client)
  await client.ready
  await client.connect(scripted.connector)
  return { client, context: getClientContext(client), adapter, sent, finish }
}

test('sends the calls as one batch, tracks it under its id, then toasts the description with the explorer link', async () => {
  const { client, context, adapter, sent, finish } = await setUp('success')
  expect(await submitCalls(context, { calls, description })).toBe('0xbatch')
  expect(sent).toEqual([calls])
  expect(client.stores.pendingTransactions.getState().pending).toMatchObject([
    { hash: '0xbatch', caipNetworkId: 'eip155:31337', description },
  ])
  expect(client.stores.toast.getState().message).toEqual({ key: 'toast.transactionSent' })
  finish()
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: description,
      variant: 'success',
      link: { href: `https://explorer.test/tx/${hash}`, label: { key: 'toast.viewOnExplorer' } },
    }),
  )
  expect(client.stores.pendingTransactions.getState().pending).toEqual([])
  expect(adapter.waitForCalls).toHaveBeenCalledWith({
    caipNetwork: network,
    id: '0xbatch',
    timeout: 120_000,
  })
})

test('a batch that reverted: "Transaction failed" with the link', async () => {
  const { client, context, finish } = await setUp('reverted')
  await submitCalls(context, { calls, description })
  finish()
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'toast.transactionFailed' },
      variant: 'error',
      link: { href: `https://explorer.test/tx/${hash}` },
    }),
  )
})

test('declined (4001): "Signature declined", nothing tracked', async () => {
  const { client, context, adapter } = await setUp('success')
  adapter.sendCalls = async () => {
    throw Object.assign(new Error('User rejected'), { code: 4001 })
  }
  await expect(submitCalls(context, { calls, description })).rejects.toThrow('Signature declined')
  expect(client.stores.toast.getState().message).toEqual({ key: 'error.signatureDeclined' })
  expect(client.stores.pendingTransactions.getState().pending).toEqual([])
})

test('an adapter without sendCalls is refused before the wallet is asked', async () => {
  const { context, adapter } = await setUp('success')
  adapter.sendCalls = undefined
  await expect(submitCalls(context, { calls, description })).rejects.toThrow(
    'The adapter cannot send calls',
  )
})
