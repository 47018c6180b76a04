import { type CaipNetwork, createMemoryStorage, toCaipNetwork } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { createDevWallet, devWalletInfo } from '@latch/testing'
import { createConfig, http, injected } from '@wagmi/core'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { toViemChain } from './toViemChain.js'

// A host's wagmi config with wagmi's plain `injected()` connector, in a browser where no extension
// set `window.ethereum`: Latch must not list it as an installed wallet, nor fail with 'Unknown
// error' when asked to connect it.

const network: CaipNetwork = toCaipNetwork({
  id: 41021,
  name: 'Chain 41021',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: nothing here sends a request.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

beforeEach(() => {
  // A top-level page (not framed), with no injected provider.
  const top = new EventTarget()
  vi.stubGlobal('window', Object.assign(top, { parent: top }))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function hostAdapter() {
  const wallet = createDevWallet({
    chains: [{ id: 41021, name: 'Chain 41021', rpcUrl: 'http://127.0.0.1:9' }],
    storage: createMemoryStorage(),
  })
  const wagmiConfig = createConfig({
    chains: [toViemChain(network)],
    connectors: [
      injected(),
      injected({ target: { id: devWalletInfo.rdns, name: devWalletInfo.name, provider: wallet } }),
    ],
    transports: { 41021: http('http://127.0.0.1:9') },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const adapter = createEvmAdapter({ wagmiConfig })
  const events: string[] = []
  adapter.subscribe((event) => events.push(event.type))
  adapter.setup({
    networks: [network],
    logger: createLogger('error'),
    storage: createMemoryStorage(),
  })
  return { adapter, events, wallet }
}

const ids = (adapter: ReturnType<typeof hostAdapter>['adapter']) =>
  adapter.getConnectors().map(({ id }) => id)

it('hides `injected()` while no provider is injected, and lists it once one is', async () => {
  const { adapter, events, wallet } = hostAdapter()
  await vi.waitFor(() => expect(ids(adapter)).toEqual([devWalletInfo.rdns]))
  expect(events).toContain('connectorsChanged')

  // An extension injecting `window.ethereum` later: the next look at the list finds it.
  Object.assign(window, { ethereum: wallet })
  adapter.getConnectors()
  await vi.waitFor(() => expect(ids(adapter)).toEqual(['injected', devWalletInfo.rdns]))
  expect(adapter.getConnectors()[0]).toMatchObject({ type: 'INJECTED', installed: true })
})

it('connecting `injected()` with no provider fails as "not found", not as an unknown error', async () => {
  const { adapter } = hostAdapter()
  const failure = await adapter
    .connect({ connectorId: 'injected', caipNetwork: network })
    .catch((error: unknown) => error)
  expect(failure).toMatchObject({
    name: 'ConnectorNotFoundError',
    shortMessage: 'Connector "injected" not found',
    userMessage: { key: 'walletError.connectorNotFound' },
  })
})
