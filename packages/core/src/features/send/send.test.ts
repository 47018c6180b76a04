import { expect, test, vi } from 'vitest'
import type { AdapterTransaction } from '../../adapter/types.js'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { sendFeature } from './index.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The first token Send offers (the native one); a test without it fails here. */
function firstToken<Token>(send: { getTokens(): readonly Token[] }): Token {
  const [token] = send.getTokens()
  if (!token) throw new Error('Send offers no token')
  return token
}

async function setUp(network = anvil) {
  const scripted = createScriptedAdapter()
  const sent: AdapterTransaction[] = []
  let mined: (status: 'success' | 'reverted') => void = () => {}
  scripted.adapter.sendTransaction = async (transaction) => {
    sent.push(transaction)
    if (scripted.script.send !== 'hang' && 'error' in scripted.script.send) {
      throw scripted.script.send.error
    }
    return '0xabc'
  }
  scripted.adapter.simulateTransactions = async ({ transactions }) => ({
    status: 'success',
    changes: [{ symbol: 'ETH', decimals: 18, diff: -(transactions[0]?.value ?? 0n) }],
  })
  scripted.adapter.waitForTransaction = () =>
    new Promise((resolve) => {
      mined = (status) => resolve({ status })
    })
  scripted.adapter.resolveName = async ({ name }) => (name === 'latch-dev.eth' ? to : undefined)
  const client = createLatchClient({ networks: [network], adapters: [scripted.adapter] })
  await client.ready
  await client.connect(scripted.connector)
  await client.open({ view: 'Account' })
  client.push('Send')
  const send = await getClientContext(client).features.load(sendFeature)
  if (!send) throw new Error('no send controller')
  return { client, scripted, send, sent, mine: (status: 'success' | 'reverted') => mined(status) }
}

test('Send: review previews the fee and the simulated change, then the wallet sends it', async () => {
  const { client, send, sent, mine } = await setUp()
  const [native] = send.getTokens()
  expect(native).toMatchObject({ key: 'native', symbol: 'ETH', balance: 10_000n * 10n ** 18n })
  send.setToken(firstToken(send))
  send.setAmount('0.5')
  send.setReceiver(to)
  expect(await send.review()).toBe(true)
  const { review } = send.store.getState()
  expect(review?.preview.fee).toBe(21_000n)
  expect(review?.preview.simulation).toEqual({
    status: 'success',
    changes: [{ symbol: 'ETH', decimals: 18, diff: -(5n * 10n ** 17n) }],
  })
  expect(await send.send()).toBe(true)
  expect(sent).toEqual([expect.objectContaining({ to, value: 5n * 10n ** 17n, token: undefined })])
  expect(client.stores.pendingTransactions.getState().pending).toEqual([
    expect.objectContaining({
      hash: '0xabc',
      description: { key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } },
    }),
  ])
  expect(client.stores.router.getState().view).toBe('Account')
  expect(send.store.getState()).toMatchObject({ amount: '', receiver: '', step: 'form' })
  mine('success')
  await vi.waitFor(() => expect(client.stores.pendingTransactions.getState().pending).toEqual([]))
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } },
      variant: 'success',
    }),
  )
  client.destroy()
})

test('Send: spec §5 messages, nothing reviewed', async () => {
  const { client, send } = await setUp()
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'error.sendNeedsAmountAndReceiver' })
  send.setAmount('1')
  send.setReceiver(to)
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'error.sendNeedsToken' })
  send.setToken(firstToken(send))
  send.setAmount('20000')
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'send.error.insufficientBalance' })
  client.destroy()
})

test('Send: an ENS name is resolved; an unknown one is refused', async () => {
  const { client, send } = await setUp()
  send.setToken(firstToken(send))
  send.setAmount('1')
  send.setReceiver('nobody.eth')
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'send.error.nameNotFound' })
  send.setReceiver('latch-dev.eth')
  expect(await send.review()).toBe(true)
  expect(send.store.getState().review).toMatchObject({ to, name: 'latch-dev.eth' })
  client.destroy()
})

test('Send: a rejection shows Signature declined and keeps the review', async () => {
  const { client, scripted, send } = await setUp()
  scripted.script.send = { error: Object.assign(new Error('User rejected'), { code: 4001 }) }
  send.setToken(firstToken(send))
  send.setAmount('0.5')
  send.setReceiver(to)
  await send.review()
  expect(await send.send()).toBe(false)
  expect(send.store.getState()).toMatchObject({
    step: 'review',
    error: { key: 'error.signatureDeclined' },
    amount: '0.5',
    receiver: to,
  })
  expect(client.stores.pendingTransactions.getState().pending).toEqual([])
  client.destroy()
})

test('Send: Max leaves the network fee on the native currency', async () => {
  const { client, send } = await setUp()
  send.setToken(firstToken(send))
  await send.setMax()
  expect(send.store.getState().amount).toBe('9999.999999999999979')
  client.destroy()
})

test('Send: a full disconnect resets the form (spec §4)', async () => {
  const { client, send } = await setUp()
  send.setAmount('3')
  await client.disconnect()
  expect(send.store.getState().amount).toBe('')
  client.destroy()
})

test('Send: the mined toast links to the network explorer', async () => {
  const explorer = { default: { name: 'Explorer', url: 'https://explorer.example' } }
  const { client, send, mine } = await setUp({ ...anvil, blockExplorers: explorer })
  send.setToken(firstToken(send))
  send.setAmount('1')
  send.setReceiver(to)
  await send.review()
  await send.send()
  mine('success')
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'toast.sent', values: { amount: '1', symbol: 'ETH' } },
      link: { href: 'https://explorer.example/tx/0xabc', label: { key: 'toast.viewOnExplorer' } },
    }),
  )
  client.destroy()
})

test('Send: an address without 0x is sent with it; a checksum typo is refused (adapter check)', async () => {
  const { client, scripted, send, sent } = await setUp()
  scripted.adapter.normalizeAddress = async (address) =>
    address.toLowerCase() === to.toLowerCase() ? to : undefined
  send.setToken(firstToken(send))
  send.setAmount('1')
  send.setReceiver(to.slice(2).toLowerCase())
  expect(await send.review()).toBe(true)
  await send.send()
  expect(sent[0]?.to).toBe(to)
  send.setToken(firstToken(send))
  send.setAmount('1')
  send.setReceiver('0x70997970c51812dc3A010C7d01b50e0d17dc79C9')
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'send.error.invalidAddress' })
  client.destroy()
})

test('Send: the native amount and the fee must both fit in the balance', async () => {
  const { client, send } = await setUp()
  send.setToken(firstToken(send))
  send.setAmount('10000')
  send.setReceiver(to)
  expect(await send.review()).toBe(false)
  expect(send.store.getState().error).toEqual({ key: 'send.error.insufficientBalance' })
  client.destroy()
})

test('Send: another account or network resets the form (the token belonged to it)', async () => {
  const { client, scripted, send } = await setUp()
  send.setToken(firstToken(send))
  send.setAmount('1')
  scripted.emit({ type: 'accountChanged', address: to })
  await vi.waitFor(() =>
    expect(send.store.getState()).toMatchObject({ token: undefined, amount: '' }),
  )
  client.destroy()
})
