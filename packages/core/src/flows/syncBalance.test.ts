import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import type { CaipNetwork } from '../networks/types.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'

// Spec §9: the native balance is cached 30 s per CAIP-10 address; new blocks still refresh it.

afterEach(() => {
  vi.restoreAllMocks()
})

function setUp() {
  const scripted = createScriptedAdapter()
  const blocks: (() => void)[] = []
  scripted.adapter.watchNewBlocks = ({
    onNewBlock,
  }: {
    caipNetwork: CaipNetwork
    onNewBlock: () => void
  }) => {
    blocks.push(onNewBlock)
    return () => {}
  }
  const client = createLatchClient({ networks: [anvil, anvil2], adapters: [scripted.adapter] })
  return { scripted, client, newBlock: () => blocks.at(-1)?.() }
}

describe('native balance cache (spec §9: 30 s per CAIP-10 address)', () => {
  test('a reconnect within 30 s reuses the balance without a call; after 30 s it reads again', async () => {
    const { scripted, client } = setUp()
    let now = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    await client.ready
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
    expect(scripted.calls.getBalance).toBe(1)

    await client.disconnect()
    scripted.script.balance = { value: { balance: '1', symbol: 'ETH' } }
    now += 29_000
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.address).toBeDefined())
    expect(client.getAccount()?.balance).toBe('10000')
    expect(client.getAccount()?.balanceLoading).toBe(false)
    expect(scripted.calls.getBalance).toBe(1)

    await client.disconnect()
    now += 1_001
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('1'))
    expect(scripted.calls.getBalance).toBe(2)
    client.destroy()
  })

  test('a switch back to a network within 30 s reuses its balance: the cache is per CAIP-10 address', async () => {
    const { scripted, client } = setUp()
    await client.ready
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
    scripted.script.balance = { value: { balance: '5', symbol: 'ETH' } }
    await client.switchNetwork(anvil2)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('5'))
    expect(scripted.calls.getBalance).toBe(2)
    await client.switchNetwork(anvil)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
    expect(scripted.calls.getBalance).toBe(2)
    client.destroy()
  })

  test('a new block bypasses the cache, and what it read is what a reconnect reuses', async () => {
    const { scripted, client, newBlock } = setUp()
    await client.ready
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('10000'))
    scripted.script.balance = { value: { balance: '9999.5', symbol: 'ETH' } }
    newBlock()
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('9999.5'))
    expect(scripted.calls.getBalance).toBe(2)

    await client.disconnect()
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('9999.5'))
    expect(scripted.calls.getBalance).toBe(2)
    client.destroy()
  })

  test('a slow read settling after a newer quiet read does not overwrite the cached balance', async () => {
    const { scripted, client, newBlock } = setUp()
    let settleSlow = (_answer: { balance: string; symbol: string }) => {}
    const answers = [
      new Promise<{ balance: string; symbol: string }>((resolve) => {
        settleSlow = resolve
      }),
      Promise.resolve({ balance: '2', symbol: 'ETH' }),
    ]
    scripted.adapter.getBalance = () => answers.shift() ?? Promise.reject(new Error('no call'))
    await client.ready
    await client.connect(scripted.connector)
    await vi.waitFor(() => expect(answers).toHaveLength(1)) // the first read is under way
    newBlock()
    await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('2'))
    settleSlow({ balance: '1', symbol: 'ETH' }) // the older read settles last
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getAccount()?.balance).toBe('2')

    await client.disconnect()
    await client.connect(scripted.connector) // within 30 s: the cache answers
    await vi.waitFor(() => expect(client.getAccount()?.address).toBeDefined())
    expect(client.getAccount()?.balance).toBe('2')
    expect(answers).toHaveLength(0)
    client.destroy()
  })
})
