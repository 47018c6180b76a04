import {
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  formatDecimalUnits,
  type Logger,
  parseDecimalUnits,
} from '@latch/core'
import type { Config } from '@wagmi/core'
import type { Chain, EIP1193Provider } from 'viem'
import { createAnnouncementStore } from './discovery/createAnnouncementStore.js'
import { type AnnouncedWallet, listAnnouncedWallets } from './discovery/listAnnouncedWallets.js'
import { AdapterNotSetUpError } from './errors.js'
import type { EvmRuntime } from './runtime/createEvmRuntime.js'
import type { CreateWagmiConfigParameters } from './runtime/createWagmiConfig.js'
import { safeConnector } from './safe/safeConnector.js'
import type { UniswapV3Options } from './swap/uniswapV3Options.js'
import { toConnector } from './toConnector.js'
import { toViemChain } from './toViemChain.js'
import { AUTH_BRIDGE_ID, WALLETCONNECT_BRIDGE_ID } from './walletConnectBridgeId.js'

/** Parameters of {@link createEvmAdapter}. */
export type CreateEvmAdapterParameters = {
  /**
   * The host app's own wagmi config, so its wagmi hooks keep working; its chains must include every
   * eip155 network given to Latch, and its connectors are the ones Latch lists. When absent, the
   * adapter builds one from Latch's networks (an HTTP transport per network, a fallback across its
   * RPC URLs) with an injected connector per EIP-6963 announced wallet.
   */
  wagmiConfig?: Config
  /** Key prefix of the wagmi state Latch keeps in its storage (default `latch.wagmi`). */
  storageKey?: string
  /**
   * Parent-frame origins trusted as a Safe{Wallet} when the page runs in an iframe (default
   * `['https://app.safe.global']`); `*` matches a port or a subdomain label, e.g.
   * `'http://127.0.0.1:*'`. Frames from other origins are never asked, so no site can pose as a Safe.
   */
  safeOrigins?: readonly string[]
  /**
   * Uniswap V3 contracts per eip155 chain id, e.g. `{ 1: { quoterV2, swapRouter02, weth9 } }`: the
   * adapter's own swap source on those chains (`hasSwapSource`, `loadSwapSource`): quotes from
   * QuoterV2 across the fee tiers `fees` (default `[500, 3000, 10000]`), swaps through SwapRouter02,
   * the native currency traded as `weth9`. Checked when the swap source loads:
   * `InvalidOptionError` 'Invalid option `uniswapV3`: …' (see `parseUniswapV3Options`).
   */
  uniswapV3?: UniswapV3Options
}

/**
 * The EVM adapter: the {@link ChainAdapter} contract, with `detectAutoConnector` (the Safe in a Safe
 * App), plus loading its wallet runtime early.
 */
export type EvmAdapter = ChainAdapter &
  Required<Pick<ChainAdapter, 'detectAutoConnector'>> & {
    /**
     * Loads the wallet runtime (`@wagmi/core`, viem's transports) now instead of on the first
     * connect, e.g. when the modal opens. Resolves once it is loaded; rejects when it cannot load
     * (a later call, or the next connect, tries again).
     */
    preload(): Promise<void>
  }

/** Whether another listed wallet announces the rdns of `connectorId` (`{rdns}` or `{rdns}#{uuid}`). */
function isContested(wallets: readonly AnnouncedWallet[], connectorId: string): boolean {
  const rdns = connectorId.split('#')[0]
  return wallets.some((wallet) => wallet.info.rdns === rdns && wallet.id !== connectorId)
}

/**
 * The EVM adapter (DESIGN.md §1) on `@wagmi/core` + `viem`: EIP-6963 discovery (each announced
 * wallet listed with its own name and icon), connect and reconnect, native balance from the
 * network's RPC, `personal_sign`, switching (EIP-3326, adding with EIP-3085 on error 4902), and the
 * wallet's `accountsChanged` / `chainChanged` / `disconnect` events reported to core.
 *
 * In a Safe App (the page framed by a Safe{Wallet}) it lists the `safe` connector and names it to
 * core as the one to connect automatically (spec §4), through `@safe-global/safe-apps-sdk`: that
 * lazy module loads only in a frame, at `setup` (so a Safe the user disconnected is listed before
 * the modal opens), and the parent has 500 ms to answer. With a host `wagmiConfig`, the host's own
 * connector of id `safe` (wagmi's `safe()`) is the one named, when it is authorized.
 *
 * Start-up costs only discovery (its own EIP-6963 store): everything else, `@wagmi/core` included, is one lazy
 * module loaded on the first connect, reconnect, balance, signature, switch or `preload()`. With a
 * host `wagmiConfig`, that module adds only Latch's own code to what the host already loaded.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { wagmiConfig, storageKey = 'latch.wagmi', uniswapV3 } = parameters
  // The lazy module: the wallet runtime, and the loaders of the data, name and swap chunks.
  const lazy = () => import('./runtime/index.js')
  // ENS lives on Ethereum mainnet and Sepolia (the data source's ENS contracts).
  const hasEns = ({ id }: { id: number | string }) => id === 1 || id === 11_155_111
  // What setup gives Latch's own config; unused with the host's.
  let own: CreateWagmiConfigParameters | undefined
  let loading: Promise<EvmRuntime> | undefined
  let runtime: EvmRuntime | undefined
  // Core's WalletConnect session and embedded wallet, bridged into a host's own wagmi config when
  // the runtime loads.
  let sessionForHost: { getProvider(): unknown } | undefined
  let embeddedWalletForHost: { getProvider(): unknown } | undefined
  // Latch's own wagmi config once the runtime has loaded, and how to change its chains.
  let ownConfig:
    | { config: Config; setChains: (chains: readonly [Chain, ...Chain[]]) => void }
    | undefined
  let logger: Logger | undefined
  // Each invalid EIP-6963 announcement is logged once, not at every refresh of the list.
  const reportedAnnouncements = new Set<unknown>()
  const reportInvalid = (detail: unknown) => {
    if (reportedAnnouncements.has(detail)) return
    reportedAnnouncements.add(detail)
    logger?.warn('Ignored an invalid EIP-6963 announcement', detail)
  }
  // A second provider announcing a listed rdns is listed too; said once per rdns.
  const reportedDuplicates = new Set<string>()
  const reportDuplicate = (rdns: string) => {
    if (reportedDuplicates.has(rdns)) return
    reportedDuplicates.add(rdns)
    logger?.warn(`Two wallets announced the rdns "${rdns}"; both are listed`)
  }
  let safeAppDetection: Promise<EIP1193Provider | undefined> | undefined
  let inSafeApp = false
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const findSafeApp = (): Promise<EIP1193Provider | undefined> => {
    // Only a framed page can be a Safe App: anywhere else the Safe Apps SDK is never loaded.
    if (typeof window === 'undefined' || window.parent === window) return Promise.resolve(undefined)
    safeAppDetection ??= import('./safe/detectSafeApp.js')
      .then(({ detectSafeApp }) => detectSafeApp({ allowedOrigins: parameters.safeOrigins }))
      .then(async (safeApp) => {
        if (!safeApp) return undefined
        // Only inside a Safe: the provider's module is large (CommonJS viem).
        const { createSafeAppProvider } = await import('./safe/createSafeAppProvider.js')
        const provider = createSafeAppProvider(safeApp)
        inSafeApp = true
        emit({ type: 'connectorsChanged' })
        return provider
      })
      .catch((error: unknown) => {
        logger?.warn('Could not detect a Safe', error)
        return undefined
      })
    return safeAppDetection
  }
  const loadRuntime = (): Promise<EvmRuntime> => {
    const ownParameters = own
    if (!wagmiConfig && !ownParameters) {
      return Promise.reject(new AdapterNotSetUpError())
    }
    loading ??= Promise.all([lazy(), wagmiConfig ? undefined : findSafeApp()])
      .then(
        ([
          { addLatchBridges, createEvmRuntime, createWagmiConfig, setConfigChains },
          safeAppProvider,
        ]) => {
          if (wagmiConfig) {
            addLatchBridges(
              wagmiConfig,
              { walletConnect: sessionForHost, embeddedWallet: embeddedWalletForHost },
              logger,
            )
          }
          const config =
            wagmiConfig ??
            createWagmiConfig({
              ...(ownParameters as CreateWagmiConfigParameters),
              safeAppProvider,
            })
          if (!wagmiConfig)
            ownConfig = { config, setChains: (chains) => setConfigChains(config, chains) }
          runtime = createEvmRuntime({ config, emit })
          return runtime
        },
      )
      .catch((error: unknown) => {
        // Let the next call try again (e.g. the chunk failed to download).
        loading = undefined
        throw error
      })
    return loading
  }

  return {
    namespace: 'eip155',
    setup({ networks, walletConnect, embeddedWallet, logger: setupLogger, storage }) {
      logger = setupLogger
      sessionForHost = walletConnect
      embeddedWalletForHost = embeddedWallet
      if (wagmiConfig) {
        // What watchConnectors does, without loading @wagmi/core at start-up for it.
        wagmiConfig._internal.connectors.subscribe(() => emit({ type: 'connectorsChanged' }))
        return
      }
      own = {
        chains: networks.map(toViemChain) as [Chain, ...Chain[]],
        announcedWallets: createAnnouncementStore(),
        storageKey,
        storage,
        walletConnect,
        embeddedWallet,
        logger,
      }
      own.announcedWallets.subscribe(() => emit({ type: 'connectorsChanged' }))
      // A framed page asks its parent now, not on the first connect: a Safe the user disconnected
      // (nothing detects it at start then) is listed before the modal opens, so its row is never
      // the catalogue's "Safe" that opens safe.global.
      void findSafeApp()
    },
    getConnectors(): Connector[] {
      if (wagmiConfig) {
        // Core lists WalletConnect itself; the bridge (and any host WalletConnect connector) is not a wallet.
        return wagmiConfig.connectors
          .filter(
            (connector) =>
              connector.id !== WALLETCONNECT_BRIDGE_ID &&
              connector.id !== 'walletConnect' &&
              connector.id !== AUTH_BRIDGE_ID,
          )
          .map(toConnector)
      }
      if (!own) return []
      const announced = listAnnouncedWallets(
        own.announcedWallets,
        reportInvalid,
        reportDuplicate,
      ).map(({ id, info }) =>
        toConnector({ id, type: 'injected', name: info.name, icon: info.icon }),
      )
      return inSafeApp ? [safeConnector, ...announced] : announced
    },
    async detectAutoConnector() {
      if (!wagmiConfig) return (await findSafeApp()) ? safeConnector.id : undefined
      const safe = wagmiConfig.connectors.find((connector) => connector.id === safeConnector.id)
      return (await safe?.isAuthorized()) ? safeConnector.id : undefined
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    preload: async () => {
      await loadRuntime()
    },
    connect: async (request) => (await loadRuntime()).connect(request),
    async reconnect(request) {
      // Two providers claim the stored wallet's rdns: which one is real cannot be told, so no
      // silent reconnect — the user picks one in the Connect list.
      if (own && isContested(listAnnouncedWallets(own.announcedWallets), request.connectorId)) {
        logger?.warn(`Not reconnecting "${request.connectorId}": two wallets announce its rdns`)
        return undefined
      }
      return (await loadRuntime()).reconnect(request)
    },
    disconnect: async () => (await loadRuntime()).disconnect(),
    getBalance: async (request) => (await loadRuntime()).getBalance(request),
    watchNewBlocks(request) {
      let stop: (() => void) | undefined
      let stopped = false
      loadRuntime().then(
        (loaded) => {
          if (!stopped) stop = loaded.watchNewBlocks?.(request)
        },
        (error) => logger?.warn('Could not watch new blocks', error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    signMessage: async (request) => (await loadRuntime()).signMessage(request),
    sendTransaction: async (request) => (await loadRuntime()).sendTransaction(request),
    estimateFee: async (request) => (await loadRuntime()).estimateFee(request),
    simulateTransactions: async (request) => (await loadRuntime()).simulateTransactions(request),
    waitForTransaction: async (request) => (await loadRuntime()).waitForTransaction(request),
    resolveName: async (request) =>
      hasEns(request.caipNetwork) ? (await lazy()).resolveEvmName(request) : undefined,
    normalizeAddress: async (address) => (await lazy()).normalizeEvmAddress(address),
    hasSwapSource: ({ id }) => !!uniswapV3?.[id as number],
    loadSwapSource: async () => (await lazy()).loadUniswapV3SwapSource(uniswapV3),
    // Core's strict reading (viem's parseUnits rounds extra digits and reads '-1'), and core's
    // writing, which is viem's formatUnits' output without loading viem at start-up.
    parseUnits: parseDecimalUnits,
    formatUnits: formatDecimalUnits,
    switchNetwork: async (request) => (await loadRuntime()).switchNetwork(request),
    getProvider: () => runtime?.getProvider(),
    // Balances, activity, NFTs and ENS over the network's RPC: a lazy chunk of its own (viem's
    // multicall, ABIs and ENS), loaded when core first needs account data.
    loadDataSource: async () => (await lazy()).loadEvmDataSource(),
    hasIdentity: hasEns,
    setNetworks(networks) {
      // A host's own wagmi config is the host's to change.
      if (wagmiConfig || networks.length === 0) return
      const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
      if (own) own.chains = chains
      ownConfig?.setChains(chains)
    },
  }
}
