import { type AdapterEvent, type CaipNetwork, createLogger, toCaipNetwork } from '@latch/core'
import { createDevWallet, createMemoryStorage, type DevWallet, devWalletInfo } from '@latch/testing'
import { getFreePort, type StartAnvilReturnType, startAnvil } from '@latch/testing/node'
import { announceProvider } from 'mipd'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'

// Counts the loads of @wagmi/core: start-up must not load it; the first connect does.
const wagmi = vi.hoisted(() => ({ loads: 0 }))
vi.mock('@wagmi/core', async (importOriginal) => {
  wagmi.loads += 1
  return importOriginal()
})

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const logger = createLogger('error')
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
  // EIP-6963 needs only window events; this Node test has no DOM.
  vi.stubGlobal('window', new EventTarget())
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
  adapter.setup({ networks, logger })
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
    expect(wagmi.loads).toBe(0)
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
    expect(wagmi.loads).toBe(0)
    stop()
    again()
  })

  it('lists nothing before setup', () => {
    expect(createEvmAdapter().getConnectors()).toEqual([])
  })
})

describe('createEvmAdapter on first need (the lazy wallet runtime)', () => {
  it('rejects before setup', async () => {
    await expect(createEvmAdapter().preload()).rejects.toThrow(
      'The EVM adapter is not set up: pass it to createLatch',
    )
  })

  it('connects the announced provider, reads the balance from the RPC and signs', async () => {
    const { adapter } = setUpAdapter()
    const connection = await adapter.connect({
      connectorId: devWalletInfo.rdns,
      caipNetwork: networks[0],
    })
    expect(wagmi.loads).toBe(1)
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
})
