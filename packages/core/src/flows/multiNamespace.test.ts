import { describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../client/createLatchClient.js'
import { solanaDevnet } from '../networks/solana.js'
import { toCaipNetwork } from '../networks/toCaipNetwork.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'

const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

vi.stubGlobal('window', {})

/** An EVM and a Solana adapter, each discovering "Latch Dev Wallet" (one wallet, two namespaces). */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(storage = createMemoryStorage()) {
  const evm = createScriptedAdapter()
  const sol = createScriptedAdapter({
    namespace: 'solana',
    connector: { id: 'walletStandard:Latch Dev Wallet' },
  })
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil, solanaDevnet],
    adapters: [evm.adapter, sol.adapter],
    storage,
  })
  return { evm, sol, latch }
}

describe('spec §3 MULTI_CHAIN and §4 cross-namespace rules', () => {
  it('lists a wallet of two namespaces once and connects both, the active one staying active', async () => {
    const { evm, sol, latch } = setup()
    await latch.ready
    const connectors = latch.stores.connectors
      .getState()
      .connectors.filter((c) => c.type !== 'WALLET_CONNECT')
    expect(connectors.map((c) => [c.chain, c.id])).toEqual([
      ['eip155', 'dev.latch.wallet'],
      ['solana', 'walletStandard:Latch Dev Wallet'],
    ])
    const { groupMultiChainConnectors } = await import('../wallets/groupMultiChainConnectors.js')
    const [row] = groupMultiChainConnectors(connectors)
    expect(row?.type).toBe('MULTI_CHAIN')
    expect(await latch.connect(row as NonNullable<typeof row>)).toBe(true)
    expect(evm.calls.connect).toBe(1)
    expect(sol.calls.connect).toBe(1)
    expect(latch.getState().activeChain).toBe('eip155')
    expect(latch.getAccount('solana')?.address).toBe('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    expect(latch.stores.connection.getState().recentWallets).toEqual(['dev.latch.wallet'])
  })

  it('routes a network of an unconnected namespace to SwitchActiveChain, then Connect narrowed to it', async () => {
    const { evm, sol, latch } = setup()
    await latch.ready
    await latch.connect(evm.connector)
    await latch.open({ view: 'Networks' })
    await latch.selectNetwork(solanaDevnet)
    expect(latch.stores.router.getState()).toMatchObject({
      view: 'SwitchActiveChain',
      data: { network: solanaDevnet },
    })
    latch.connectForNetwork(solanaDevnet)
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(latch.stores.connectors.getState().filterByNamespace).toBe('solana')
    await latch.connect(sol.connector)
    expect(latch.getState().activeChain).toBe('solana')
    expect(latch.stores.connectors.getState().filterByNamespace).toBeUndefined()
    // Back to Anvil: connected there on that network, so no prompt and no view.
    await latch.selectNetwork(anvil)
    expect(latch.getState().activeChain).toBe('eip155')
    expect(evm.calls.switchNetwork).toEqual([])
  })

  it('disconnects one namespace and keeps the other; a full disconnect clears both', async () => {
    const { evm, sol, latch } = setup()
    await latch.ready
    await latch.connect(evm.connector)
    await latch.connect(sol.connector)
    await latch.disconnect({ namespace: 'solana' })
    expect(latch.getAccount('solana')?.address).toBeUndefined()
    expect(latch.getAccount('eip155')?.address).toBeDefined()
    expect(latch.getState().activeChain).toBe('eip155')
    expect(latch.stores.connection.getState().status).toBe('connected')
    await latch.connect(sol.connector)
    await latch.disconnect()
    expect(latch.getAccount('solana')?.address).toBeUndefined()
    expect(latch.getAccount('eip155')?.address).toBeUndefined()
    expect(latch.stores.connection.getState().status).toBe('disconnected')
  })

  it('opening with another namespace not connected switches through SwitchActiveChain (spec §4)', async () => {
    const { evm, latch } = setup()
    await latch.ready
    await latch.connect(evm.connector)
    await latch.open({ namespace: 'solana' })
    expect(latch.stores.router.getState()).toMatchObject({
      view: 'SwitchActiveChain',
      data: { network: solanaDevnet },
    })
    latch.connectForNetwork(solanaDevnet)
    expect(latch.stores.connectors.getState().filterByNamespace).toBe('solana')
    latch.close()
    expect(latch.stores.connectors.getState().filterByNamespace).toBeUndefined()
  })

  it('switches between accounts the wallet shared (spec §4 "Switching account")', async () => {
    const { sol, latch } = setup()
    await latch.ready
    const other = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    sol.script.connect = {
      value: {
        address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        chainId: solanaDevnet.id,
        accounts: [
          { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', type: 'eoa' },
          { address: other, type: 'eoa' },
        ],
      },
    }
    await latch.connect(sol.connector)
    await latch.switchAccount({ namespace: 'solana', address: other })
    expect(latch.getAccount('solana')?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${other}`)
    await expect(latch.switchAccount({ namespace: 'solana', address: 'nope' })).rejects.toThrow(
      'Invalid CAIP Address',
    )
  })

  it('keeps allAccounts current when the wallet changes accounts on its own', async () => {
    const { sol, latch } = setup()
    await latch.ready
    await latch.connect(sol.connector)
    const next = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    sol.emit({ type: 'accountChanged', address: next, accounts: [{ address: next, type: 'eoa' }] })
    await expect.poll(() => latch.getAccount('solana')?.address).toBe(next)
    expect(latch.getAccount('solana')?.allAccounts).toEqual([{ address: next, type: 'eoa' }])
  })

  it('a reload with two namespaces connected comes back on the active one', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.latch.ready
    await first.latch.connect(first.evm.connector)
    await first.latch.connect(first.sol.connector)
    await first.latch.selectNetwork(anvil)
    expect(first.latch.getState().activeChain).toBe('eip155')
    first.latch.destroy()
    const second = setup(storage)
    await second.latch.ready
    expect(second.latch.getAccount('solana')?.address).toBeDefined()
    expect(second.latch.getState().activeChain).toBe('eip155')
  })

  it('a MULTI_CHAIN row keeps what one prompt approved when another is declined, and its retry asks only the rest', async () => {
    const { evm, sol, latch } = setup()
    await latch.ready
    const { groupMultiChainConnectors } = await import('../wallets/groupMultiChainConnectors.js')
    const [row] = groupMultiChainConnectors([evm.connector, sol.connector])
    evm.script.connect = { error: Object.assign(new Error('User rejected'), { code: 4001 }) }
    const events: string[] = []
    latch.subscribeEvents((event) => events.push(event.event))
    expect(await latch.connect(row as NonNullable<typeof row>)).toBe(false)
    expect(latch.stores.router.getState().data.error).toEqual({ key: 'connecting.declined' })
    expect(latch.getAccount('solana')?.address).toBeDefined()
    evm.script.connect = { value: { address: ACCOUNT, chainId: 31337 } }
    expect(await latch.connect(row as NonNullable<typeof row>)).toBe(true)
    expect(sol.calls.connect).toBe(1)
    expect(evm.calls.connect).toBe(2)
    expect(events.filter((type) => type === 'CONNECT_SUCCESS')).toHaveLength(1)
  })
})
