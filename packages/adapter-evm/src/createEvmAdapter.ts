import type { AdapterEvent, CaipNetwork, ChainAdapter, Connector } from '@latch/core'
import {
  type Config,
  connect,
  createConfig,
  createStorage,
  disconnect,
  getBalance,
  getConnection,
  reconnect,
  signMessage,
  type Connector as WagmiConnector,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import { type Chain, type EIP1193Provider, fallback, formatUnits, http, type Transport } from 'viem'
import { switchEthereumChain } from './switchEthereumChain.js'
import { toConnector } from './toConnector.js'
import { toViemChain } from './toViemChain.js'

/** Parameters of {@link createEvmAdapter}. */
export type CreateEvmAdapterParameters = {
  /**
   * The host app's own wagmi config, so its wagmi hooks keep working; its chains must include every
   * eip155 network given to Latch. When absent, the adapter builds one from Latch's networks with
   * EIP-6963 discovery on and an HTTP transport per network (fallback across its RPC URLs).
   */
  wagmiConfig?: Config
  /** Key prefix of the wagmi state Latch keeps in `localStorage` (default `latch.wagmi`). */
  storageKey?: string
}

/** How long reconnect waits for the stored wallet to announce itself (ms). */
const ANNOUNCE_WAIT_MS = 1000

function transportFor(network: CaipNetwork): Transport {
  const urls = network.rpcUrls.default.http
  return urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0])
}

/**
 * The EVM adapter (DESIGN.md §1) on `@wagmi/core` + `viem`: EIP-6963 discovery (each announced
 * wallet listed with its own name and icon), connect and reconnect, native balance from the
 * network's RPC, `personal_sign`, switching (EIP-3326, adding with EIP-3085 on error 4902), and the
 * wallet's `accountsChanged` / `chainChanged` / `disconnect` events reported to core.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): ChainAdapter {
  let config: Config | undefined = parameters.wagmiConfig
  let provider: EIP1193Provider | undefined
  // Our own disconnect makes wagmi report a disconnect; it must not reach core as the wallet's.
  let disconnecting = false
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireConfig = (): Config => {
    if (!config) throw new Error('The EVM adapter is not set up: pass it to createLatch')
    return config
  }
  const findConnector = (id: string): WagmiConnector | undefined =>
    requireConfig().connectors.find((connector) => connector.id === id)
  const waitForConnector = async (id: string): Promise<WagmiConnector | undefined> => {
    const found = findConnector(id)
    if (found || typeof window === 'undefined') return found
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        unwatch()
        resolve(findConnector(id))
      }, ANNOUNCE_WAIT_MS)
      const unwatch = watchConnectors(requireConfig(), {
        onChange() {
          const connector = findConnector(id)
          if (!connector) return
          clearTimeout(timer)
          unwatch()
          resolve(connector)
        },
      })
    })
  }
  const remember = async (connector: WagmiConnector) => {
    provider = (await connector.getProvider()) as EIP1193Provider
  }

  return {
    namespace: 'eip155',
    setup({ networks }) {
      if (!config) {
        const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
        config = createConfig({
          chains,
          transports: Object.fromEntries(networks.map((n) => [Number(n.id), transportFor(n)])),
          multiInjectedProviderDiscovery: true,
          storage: createStorage({
            key: parameters.storageKey ?? 'latch.wagmi',
            storage: typeof window === 'undefined' ? undefined : window.localStorage,
          }),
        })
      }
      watchConnectors(config, { onChange: () => emit({ type: 'connectorsChanged' }) })
      watchConnection(config, {
        onChange(connection, previous) {
          if (disconnecting) return
          if (previous.status === 'connected' && connection.status === 'disconnected') {
            provider = undefined
            emit({ type: 'disconnect' })
            return
          }
          if (connection.status !== 'connected') return
          if (connection.address && connection.address !== previous.address) {
            emit({ type: 'accountChanged', address: connection.address })
          }
          if (connection.chainId !== undefined && connection.chainId !== previous.chainId) {
            emit({ type: 'chainChanged', chainId: connection.chainId })
          }
        },
      })
    },
    getConnectors: (): Connector[] => (config ? config.connectors.map(toConnector) : []),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async connect({ connectorId, caipNetwork }) {
      const wagmiConfig = requireConfig()
      const connector = findConnector(connectorId)
      if (!connector) throw new Error(`Connector "${connectorId}" not found`)
      const current = getConnection(wagmiConfig)
      if (
        current.status === 'connected' &&
        current.connector?.id === connectorId &&
        current.address
      ) {
        // A connect the user walked away from that the wallet approved later.
        await remember(connector)
        return { address: current.address, chainId: current.chainId }
      }
      const { accounts, chainId } = await connect(wagmiConfig, {
        connector,
        chainId: Number(caipNetwork.id),
      })
      await remember(connector)
      const [address] = accounts
      if (!address) throw new Error('The wallet returned no account')
      return { address, chainId }
    },
    async reconnect({ connectorId }) {
      const connector = await waitForConnector(connectorId)
      if (!connector) return undefined
      const [connection] = await reconnect(requireConfig(), { connectors: [connector] })
      const address = connection?.accounts[0]
      if (!connection || !address) return undefined
      await remember(connector)
      return { address, chainId: connection.chainId }
    },
    async disconnect() {
      disconnecting = true
      try {
        await disconnect(requireConfig())
      } finally {
        disconnecting = false
        provider = undefined
      }
    },
    async getBalance({ address, caipNetwork }) {
      const { value, decimals, symbol } = await getBalance(requireConfig(), {
        address: address as `0x${string}`,
        chainId: Number(caipNetwork.id),
      })
      return { balance: formatUnits(value, decimals), symbol }
    },
    signMessage({ message, address }) {
      return signMessage(requireConfig(), { message, account: address as `0x${string}` })
    },
    async switchNetwork({ caipNetwork }) {
      if (!provider) throw new Error('No wallet connected')
      await switchEthereumChain(provider, caipNetwork)
    },
    getProvider: () => provider,
  }
}
