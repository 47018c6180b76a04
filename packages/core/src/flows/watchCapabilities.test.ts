import { describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'
import { readCapabilities } from './watchCapabilities.js'

// Flows run as in a browser: reconnect at start needs `window`.
vi.stubGlobal('window', {})

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readCapabilities (EIP-5792 wallet_getCapabilities answer, untrusted)', () => {
  it('keeps hex chain ids with object values, written without leading zeros', () => {
    expect(
      readCapabilities({
        '0x07A69': { assetDiscovery: { supported: true } },
        '0x0': { atomic: { status: 'supported' } },
        '31337': { x: 1 },
        '0x1': 'yes',
        '0xzz': {},
      }),
    ).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x0': { atomic: { status: 'supported' } },
    })
  })

  it('nothing usable is undefined; at most 100 chains', () => {
    expect(readCapabilities(null)).toBeUndefined()
    expect(readCapabilities([{ atomic: {} }])).toBeUndefined()
    expect(readCapabilities({ '0x1': 3 })).toBeUndefined()
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`0x${i + 1}`, {}]))
    expect(Object.keys(readCapabilities(many) ?? {})).toHaveLength(100)
  })
})

function setUp(debug = false) {
  const scripted = createScriptedAdapter()
  const asked: string[] = []
  scripted.adapter.getWalletCapabilities = async ({ address }) => {
    asked.push(address)
    return { '0x7a69': { assetDiscovery: { supported: true }, owner: address } }
  }
  const storage = createMemoryStorage()
  const create = () =>
    createLatchClient({ networks: [anvil, anvil2], adapters: [scripted.adapter], storage, debug })
  const capabilities = (client: ReturnType<typeof create>) =>
    getChainState(client.stores, 'eip155')?.accountState.capabilities
  return { ...scripted, asked, create, capabilities }
}

describe('account state capabilities: read once per connection', () => {
  it('connect reads them once and keeps them (a network switch does not read again)', async () => {
    const s = setUp()
    const client = s.create()
    await client.ready
    expect(s.capabilities(client)).toBeUndefined()
    await client.connect(s.connector)
    await vi.waitFor(() =>
      expect(s.capabilities(client)).toEqual({
        '0x7a69': { assetDiscovery: { supported: true }, owner: FIRST },
      }),
    )
    await client.switchNetwork(anvil2)
    await client.switchNetwork(anvil)
    expect(s.asked).toEqual([FIRST])
    expect(s.capabilities(client)?.['0x7a69']).toBeDefined()
    client.destroy()
  })

  it('an account change reads them again; a disconnect clears them', async () => {
    const s = setUp()
    const client = s.create()
    await client.connect(s.connector)
    await vi.waitFor(() => expect(s.capabilities(client)).toBeDefined())
    s.emit({ type: 'accountChanged', address: SECOND })
    await vi.waitFor(() => expect(s.capabilities(client)?.['0x7a69']?.owner).toBe(SECOND))
    expect(s.asked).toEqual([FIRST, SECOND])
    await client.disconnect()
    expect(s.capabilities(client)).toBeUndefined()
    client.destroy()
  })

  it('a restored connection reads them', async () => {
    const s = setUp()
    await s.create().connect(s.connector)
    const reloaded = s.create()
    await reloaded.ready
    expect(reloaded.getAccount()?.address).toBe(FIRST)
    await vi.waitFor(() => expect(s.capabilities(reloaded)).toBeDefined())
    expect(s.asked).toEqual([FIRST, FIRST])
  })

  it('a failing or unreadable answer leaves none (the failure logged), the account connected', async () => {
    const s = setUp(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    s.adapter.getWalletCapabilities = async () => {
      throw new Error('boom')
    }
    const client = s.create()
    await client.connect(s.connector)
    await vi.waitFor(() =>
      expect(warn.mock.calls.flat().join(' ')).toContain('Could not read the wallet capabilities'),
    )
    expect(client.getAccount()?.address).toBe(FIRST)
    expect(s.capabilities(client)).toBeUndefined()
    s.adapter.getWalletCapabilities = async () => ['not', 'capabilities']
    s.emit({ type: 'accountChanged', address: SECOND })
    await vi.waitFor(() => expect(client.getAccount()?.address).toBe(SECOND))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(s.capabilities(client)).toBeUndefined()
    warn.mockRestore()
    client.destroy()
  })

  it('an answer for an earlier connection (same address, read in flight) is dropped', async () => {
    const s = setUp()
    const answers: ((answer: unknown) => void)[] = []
    s.adapter.getWalletCapabilities = ({ address }) => {
      s.asked.push(address)
      return new Promise((resolve) => answers.push(resolve))
    }
    const client = s.create()
    await client.connect(s.connector)
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    await client.disconnect()
    await client.connect(s.connector)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[0]?.({ '0x7a69': { owner: 'first connection' } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(s.capabilities(client)).toBeUndefined()
    answers[1]?.({ '0x7a69': { owner: 'second connection' } })
    await vi.waitFor(() =>
      expect(s.capabilities(client)?.['0x7a69']?.owner).toBe('second connection'),
    )
    client.destroy()
  })

  it('another connector with the same address clears them and reads again', async () => {
    const s = setUp()
    const client = s.create()
    await client.connect(s.connector)
    await vi.waitFor(() => expect(s.capabilities(client)).toBeDefined())
    const account = getChainState(client.stores, 'eip155')?.accountState
    const info = account?.connectedWalletInfo
    if (!info) throw new Error('no wallet info')
    patchAccountState(client.stores, 'eip155', {
      connectedWalletInfo: { ...info, identifier: 'other-wallet' },
    })
    expect(s.capabilities(client)).toBeUndefined()
    expect(s.asked).toEqual([FIRST, FIRST])
    await vi.waitFor(() => expect(s.capabilities(client)?.['0x7a69']?.owner).toBe(FIRST))
    client.destroy()
  })
})
