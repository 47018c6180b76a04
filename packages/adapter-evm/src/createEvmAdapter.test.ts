import type { WalletConnectNamespaceProvider } from '@latch/core'
import {
  type AdapterEvent,
  type CaipNetwork,
  createMemoryStorage,
  toCaipNetwork,
} from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { createDevWallet, type DevWallet, devWalletInfo, requestRpc } from '@latch/testing'
import { getFreePort, type StartAnvilReturnType, startAnvil } from '@latch/testing-node'
import type { CreateConnectorFn } from '@wagmi/core'
import { announceProvider } from 'mipd'
import { type EIP1193Provider, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'
import { createSafeAppFrame, testSafeInfo } from './testing/createSafeAppFrame.js'

// Counts the loads of @wagmi/core and of the Safe Apps SDK: start-up loads neither; the first
// connect loads @wagmi/core; only a framed page loads the Safe Apps SDK.
const loads = vi.hoisted(() => ({ wagmi: 0, safeAppsSdk: 0 }))
vi.mock('@wagmi/core', async (importOriginal) => {
  loads.wagmi += 1
  return importOriginal()
})
vi.mock('@safe-global/safe-apps-sdk', async (importOriginal) => {
  loads.safeAppsSdk += 1
  return importOriginal()
})

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const logger = createLogger('error')
let storage = createMemoryStorage()
beforeEach(() => {
  storage = createMemoryStorage()
})
let first: StartAnvilReturnType
let second: StartAnvilReturnType
let networks: [CaipNetwork, CaipNetwork]

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startAnvil({ port: await getFreePort(), chainId: 41011, reuse: false }),
    startAnvil({ port: await getFreePort(), chainId: 41012, reuse: false }),
  ])
  networks = [first, second].map((anvil, index) =>
    toCaipNetwork({
      id: 41011 + index,
      name: `Chain ${41011 + index}`,
      nativeCurrency: ether,
      rpcUrls: { default: { http: [anvil.url] } },
    }),
  ) as [CaipNetwork, CaipNetwork]
})
afterAll(() => Promise.all([first?.stop(), second?.stop()]))

let wallet: DevWallet
let unannounce: () => void
beforeEach(() => {
  // EIP-6963 needs only window events; this Node test has no DOM. A top-level page: not framed.
  const top = new EventTarget()
  vi.stubGlobal('window', Object.assign(top, { parent: top }))
  wallet = createDevWallet({
    chains: [{ id: 41011, name: 'Chain 41011', rpcUrl: first.url }],
    storage: createMemoryStorage(),
  })
  unannounce = wallet.announce()
})
afterEach(() => {
  unannounce()
  vi.unstubAllGlobals()
})

function setUpAdapter(adapter: EvmAdapter = createEvmAdapter()) {
  const events: AdapterEvent[] = []
  adapter.setup({ networks, logger, storage })
  adapter.subscribe((event) => events.push(event))
  return { adapter, events }
}

const devWalletConnector = {
  id: devWalletInfo.rdns,
  type: 'ANNOUNCED',
  name: devWalletInfo.name,
  imageUrl: devWalletInfo.icon,
  rdns: devWalletInfo.rdns,
  chain: 'eip155',
  installed: true,
}

describe('createEvmAdapter at start-up (EIP-6963 discovery only)', () => {
  it('lists the announced wallets by rdns, name and icon without loading @wagmi/core', () => {
    const { adapter } = setUpAdapter()
    expect(adapter.getConnectors()).toEqual([devWalletConnector])
    expect(loads.wagmi).toBe(0)
  })

  it('reports wallets that announce later, once per rdns', () => {
    const { adapter, events } = setUpAdapter()
    const later = { uuid: '7f1c9d2e-5b3a-4c8e-9f6d-2a4b6c8d0e1f', name: 'Later', rdns: 'x.later' }
    const stop = announceProvider({
      info: { ...later, icon: 'data:image/png;base64,AA==' },
      provider: wallet,
    })
    const again = announceProvider({
      info: {
        ...later,
        uuid: '0c5e7a9b-1d3f-4a6c-8e0b-2d4f6a8c0e2a',
        icon: 'data:image/png;base64,AA==',
      },
      provider: wallet,
    })
    expect(events).toEqual([{ type: 'connectorsChanged' }, { type: 'connectorsChanged' }])
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      devWalletInfo.rdns,
      'x.later',
    ])
    expect(loads.wagmi).toBe(0)
    stop()
    again()
  })

  it('lists nothing before setup', () => {
    expect(createEvmAdapter().getConnectors()).toEqual([])
  })
})

describe('createEvmAdapter on first need (the lazy wallet runtime)', () => {
  it('rejects before setup', async () => {
    await expect(createEvmAdapter().preload()).rejects.toThrow('The EVM adapter is not set up')
  })

  it('connects the announced provider, reads the balance from the RPC and signs', async () => {
    const { adapter } = setUpAdapter()
    const connection = await adapter.connect({
      connectorId: devWalletInfo.rdns,
      caipNetwork: networks[0],
    })
    expect(loads.wagmi).toBe(1)
    expect(connection).toEqual({ address: wallet.address, chainId: 41011 })
    expect(adapter.getProvider()).toBe(wallet)
    expect(await adapter.getBalance({ address: wallet.address, caipNetwork: networks[0] })).toEqual(
      { balance: '10000', symbol: 'ETH' },
    )
    const signature = await adapter.signMessage({ message: 'hello', address: wallet.address })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('estimates the fee, sends a transfer through the wallet and reads units strictly', async () => {
    const { adapter } = setUpAdapter()
    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[0] })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const transaction = { caipNetwork: networks[0], from: wallet.address, to, value: 10n ** 15n }
    const { fee } = await adapter.estimateFee(transaction)
    // 21,000 gas for a plain transfer, at anvil's suggested fee per gas.
    expect(fee % 21_000n).toBe(0n)
    expect(fee).toBeGreaterThan(0n)
    const before = BigInt(await requestRpc(first.url, 'eth_getBalance', [to, 'latest']))
    const hash = await adapter.sendTransaction(transaction)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(async () => BigInt(await requestRpc(first.url, 'eth_getBalance', [to, 'latest'])))
      .toBe(before + 10n ** 15n)
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(() => adapter.parseUnits('-1', 18)).toThrow('Invalid amount')
    expect(adapter.formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  })

  it('tells of each new block on the watched network until stopped', async () => {
    const { adapter } = setUpAdapter()
    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[0] })
    let blocks = 0
    const stop = adapter.watchNewBlocks?.({
      caipNetwork: networks[0],
      onNewBlock: () => {
        blocks += 1
      },
    })
    // viem polls eth_blockNumber (4 s by default): mine until the watch has seen a block.
    await vi.waitFor(
      async () => {
        await requestRpc(first.url, 'evm_mine')
        expect(blocks).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 1_000 },
    )
    stop?.()
    const seen = blocks
    await requestRpc(first.url, 'evm_mine')
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(blocks).toBe(seen)
  }, 30_000)

  it("reports the wallet's account, chain and disconnect, not its own disconnect", async () => {
    const { adapter, events } = setUpAdapter()
    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[0] })
    events.length = 0

    wallet.selectAccount(1)
    await adapter.switchNetwork({ caipNetwork: networks[1] })
    await vi.waitFor(() =>
      expect(events).toEqual([
        { type: 'accountChanged', address: wallet.address },
        { type: 'chainChanged', chainId: 41012 },
      ]),
    )
    wallet.disconnectFromWallet()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
    expect(adapter.getProvider()).toBeUndefined()

    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[1] })
    events.length = 0
    await adapter.disconnect()
    expect(events).not.toContainEqual({ type: 'disconnect' })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects a wallet that still knows the site, without a prompt', async () => {
    await setUpAdapter().adapter.connect({
      connectorId: devWalletInfo.rdns,
      caipNetwork: networks[0],
    })
    wallet.setNextApproval('hang')
    const { adapter } = setUpAdapter()
    expect(await adapter.reconnect({ connectorId: devWalletInfo.rdns })).toEqual({
      address: wallet.address,
      chainId: 41011,
    })
    expect(adapter.getProvider()).toBe(wallet)
  })

  it('reconnects nothing when the stored wallet does not announce itself', async () => {
    const { adapter } = setUpAdapter()
    expect(await adapter.reconnect({ connectorId: 'x.gone' })).toBeUndefined()
  })
})

describe("createEvmAdapter with the host's wagmi config", () => {
  it("lists the host's connectors, follows their changes and connects through the host's config", async () => {
    const { createConfig, http, injected } = await import('@wagmi/core')
    const { toViemChain } = await import('./toViemChain.js')
    const wagmiConfig = createConfig({
      chains: [toViemChain(networks[0])],
      connectors: [
        injected({
          target: { id: devWalletInfo.rdns, name: devWalletInfo.name, provider: wallet },
        }),
      ],
      transports: { 41011: http(first.url) },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const { adapter, events } = setUpAdapter(createEvmAdapter({ wagmiConfig }))
    expect(adapter.getConnectors()).toEqual([{ ...devWalletConnector, imageUrl: undefined }])

    const { connectors } = wagmiConfig._internal
    connectors.setState((current) => [...current, connectors.setup(injected())])
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.getConnectors().at(-1)).toMatchObject({ id: 'injected', type: 'INJECTED' })

    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[0] })
    expect(wagmiConfig.state.status).toBe('connected')
  })

  it("connects WalletConnect through core's session, bridged into the host's config, not the host's own", async () => {
    const { createConfig, http, injected } = await import('@wagmi/core')
    const { toViemChain } = await import('./toViemChain.js')
    // Stands in for core's session: its eip155 view is an EIP-1193 provider like this one.
    const sessionProvider = createDevWallet({
      chains: [{ id: 41011, name: 'Chain 41011', rpcUrl: first.url }],
      storage: createMemoryStorage(),
    })
    const wagmiConfig = createConfig({
      chains: [toViemChain(networks[0])],
      // A host connector that shares the id core uses for WalletConnect.
      connectors: [
        injected({ target: { id: 'walletConnect', name: 'Host WalletConnect', provider: wallet } }),
      ],
      transports: { 41011: http(first.url) },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const adapter = createEvmAdapter({ wagmiConfig })
    adapter.setup({
      networks,
      logger,
      storage,
      walletConnect: {
        // An EIP-1193 provider is what core's eip155 view of the session is.
        getProvider: () => sessionProvider as unknown as WalletConnectNamespaceProvider,
      },
    })
    expect(adapter.getConnectors()).toEqual([])
    const { address } = await adapter.connect({
      connectorId: 'walletConnect',
      caipNetwork: networks[0],
    })
    expect(address).toBe(sessionProvider.address)
    // The host's connector (the announced dev wallet's provider) was not asked.
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it("names the host's own connector of id `safe` (wagmi's `safe()`) when it is authorized", async () => {
    const { createConfig, http } = await import('@wagmi/core')
    const { toViemChain } = await import('./toViemChain.js')
    const withSafeConnector = (authorized: boolean) =>
      createEvmAdapter({
        wagmiConfig: createConfig({
          chains: [toViemChain(networks[0])],
          // What the Safe connector of @wagmi/connectors answers in a Safe App, or elsewhere.
          connectors: [
            (() => ({
              id: 'safe',
              name: 'Safe',
              type: 'safe',
              isAuthorized: async () => authorized,
            })) as unknown as CreateConnectorFn,
          ],
          transports: { 41011: http(first.url) },
          storage: null,
        }),
      })
    expect(await setUpAdapter(withSafeConnector(true)).adapter.detectAutoConnector()).toBe('safe')
    expect(await setUpAdapter(withSafeConnector(false)).adapter.detectAutoConnector()).toBe(
      undefined,
    )
    expect(loads.safeAppsSdk).toBe(0)
  })
})

describe('createEvmAdapter and Safe Apps (spec §4 "In a Safe app the Safe connector is chosen automatically")', () => {
  it('outside a frame, names no connector and never loads the Safe Apps SDK', async () => {
    const { adapter, events } = setUpAdapter()
    expect(await adapter.detectAutoConnector()).toBeUndefined()
    await adapter.connect({ connectorId: devWalletInfo.rdns, caipNetwork: networks[0] })
    expect(loads.safeAppsSdk).toBe(0)
    expect(events).not.toContainEqual({ type: 'connectorsChanged' })
  })

  it('in a frame no Safe answers, names no connector once the parent had its 500 ms', async () => {
    const frame = createSafeAppFrame({ answers: {} })
    vi.stubGlobal('window', frame.window)
    const { adapter, events } = setUpAdapter()
    const started = Date.now()
    expect(await adapter.detectAutoConnector()).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(490)
    expect(frame.requests.map(({ method }) => method)).toEqual(['getSafeInfo'])
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([])
  })

  it('in a Safe, lists the Safe, names it and connects it without a prompt; reads reach the node', async () => {
    const safeInfo = { ...testSafeInfo, chainId: 41011 }
    const frame = createSafeAppFrame({
      answers: {
        getSafeInfo: () => safeInfo,
        // What Safe{Wallet} does with rpcCall: the same JSON-RPC request to its node.
        rpcCall: (payload) => {
          const { call, params } = payload as { call: string; params: unknown[] }
          return requestRpc(first.url, call, params)
        },
      },
    })
    vi.stubGlobal('window', frame.window)
    const { adapter, events } = setUpAdapter()

    expect(await adapter.detectAutoConnector()).toBe('safe')
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.getConnectors()).toEqual([
      { id: 'safe', type: 'EXTERNAL', name: 'Safe', chain: 'eip155', installed: true },
    ])
    const connection = { address: safeInfo.safeAddress, chainId: 41011 }
    expect(await adapter.reconnect({ connectorId: 'safe' })).toEqual(connection)
    expect(await adapter.connect({ connectorId: 'safe', caipNetwork: networks[0] })).toEqual(
      connection,
    )
    // Connecting asked the Safe{Wallet} nothing more: nothing it could prompt for.
    expect(frame.requests.map(({ method }) => method)).toEqual(['getSafeInfo'])

    const provider = adapter.getProvider() as EIP1193Provider
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      await requestRpc(first.url, 'eth_blockNumber'),
    )
    expect(frame.requests.at(-1)).toMatchObject({
      method: 'rpcCall',
      params: { call: 'eth_getBlockByNumber', params: ['latest', false] },
    })
  })
})

describe('createEvmAdapter in a Safe the user disconnected', () => {
  it('lists the Safe from setup on, with nothing detecting or connecting it', async () => {
    const frame = createSafeAppFrame({ answers: { getSafeInfo: () => testSafeInfo } })
    vi.stubGlobal('window', frame.window)
    const { adapter, events } = setUpAdapter()
    expect(adapter.getConnectors()).toEqual([])
    await vi.waitFor(() => expect(events).toEqual([{ type: 'connectorsChanged' }]))
    expect(adapter.getConnectors().map(({ id }) => id)).toEqual(['safe'])
    expect(frame.requests.map(({ method }) => method)).toEqual(['getSafeInfo'])
  })
})

describe('networks added after start (addNetwork)', () => {
  it('reach the running wagmi config: balance and switching work on the new network', async () => {
    const adapter = createEvmAdapter()
    adapter.setup({ networks: [networks[0]], logger, storage })
    const { address } = await adapter.connect({
      connectorId: devWalletInfo.rdns,
      caipNetwork: networks[0],
    })
    await expect(adapter.getBalance({ address, caipNetwork: networks[1] })).rejects.toThrow()
    adapter.setNetworks?.(networks)
    expect(await adapter.getBalance({ address, caipNetwork: networks[1] })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
    await adapter.switchNetwork({ caipNetwork: networks[1] })
    expect(wallet.chainId).toBe(41012)
    await adapter.disconnect()
  })
})
