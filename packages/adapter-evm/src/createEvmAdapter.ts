import {
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  formatDecimalUnits,
  parseDecimalUnits,
} from '@latch/core'
import type { EIP1193Provider } from 'viem'
import type { CreateEvmAdapterParameters, EvmAdapterState } from './adapterState.js'
import { createAnnouncementStore } from './discovery/createAnnouncementStore.js'
import { listAnnouncedWallets } from './discovery/listAnnouncedWallets.js'
import type { EvmRuntime } from './runtime/createEvmRuntime.js'
import { safeConnector } from './safe/safeConnector.js'
import { toConnector } from './toConnector.js'
import { AUTH_BRIDGE_ID, WALLETCONNECT_BRIDGE_ID } from './walletConnectBridgeId.js'

export type { CreateEvmAdapterParameters } from './adapterState.js'

/** The adapter methods that load the runtime and call its own, space-separated (see `delegated`). */
const RUNTIME_METHODS =
  'connect reconnect disconnect getBalance signMessage sendTransaction estimateFee simulateTransactions waitForTransaction getCapabilities sendCalls waitForCalls switchNetwork getWalletCapabilities getAssets'
type RuntimeMethod =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'getBalance'
  | 'signMessage'
  | 'sendTransaction'
  | 'estimateFee'
  | 'simulateTransactions'
  | 'waitForTransaction'
  | 'getCapabilities'
  | 'sendCalls'
  | 'waitForCalls'
  | 'switchNetwork'
  | 'getWalletCapabilities'
  | 'getAssets'

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

/**
 * The EVM adapter on `@wagmi/core` + `viem`: EIP-6963 discovery (each announced
 * wallet listed with its own name and icon), connect and reconnect, native balance from the
 * network's RPC, `personal_sign`, switching (EIP-3326, adding with EIP-3085 on error 4902), and the
 * wallet's `accountsChanged` / `chainChanged` / `disconnect` events reported to core.
 *
 * In a Safe App (the page framed by a Safe{Wallet}) it lists the `safe` connector and names it to
 * core as the one to connect automatically, through `@safe-global/safe-apps-sdk`: that
 * lazy module loads only in a frame, at `setup` (so a Safe the user disconnected is listed before
 * the modal opens), and the parent has 500 ms to answer. With a host `wagmiConfig`, the host's own
 * connector of id `safe` (wagmi's `safe()`) is the one named, when it is authorized.
 *
 * Start-up costs only discovery (its own EIP-6963 store, each announcement checked): everything
 * else, `@wagmi/core` included, is one lazy module loaded on the first connect, reconnect, balance,
 * signature, switch or `preload()`. With a host `wagmiConfig`, that module adds only Latch's own
 * code to what the host already loaded.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { wagmiConfig, uniswapV3 } = parameters
  // The lazy module: the wallet runtime, and the loaders of the data, name and swap chunks.
  const lazy = () => import('./runtime/index.js')
  // ENS lives on Ethereum mainnet and Sepolia (the data source's ENS contracts).
  const hasEns = ({ id }: { id: number | string }) => id === 1 || id === 11_155_111
  const listeners = new Set<(event: AdapterEvent) => void>()
  const state: EvmAdapterState = {
    parameters,
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
    networks: [],
  }
  const { emit } = state
  // Each invalid EIP-6963 announcement (and each rdns two providers announce) is logged once, not
  // at every refresh of the list.
  const reportedDetails = new Set<unknown>()
  const reportedRdns = new Set<unknown>()
  const reportOnce = (reported: Set<unknown>, key: unknown, ...message: unknown[]) => {
    if (reported.has(key)) return
    reported.add(key)
    state.logger?.warn(...(message as [string, ...unknown[]]))
  }
  // The host's injected connectors with no provider in this browser (wagmi's `injected()` where
  // no extension set `window.ethereum`): not listed, as no wallet is there to connect. Each read of
  // the list looks again (the answer comes a tick later, as a change of the list when it differs).
  const missingProviders = new Set<string>()
  const probeProviders = () => {
    for (const connector of wagmiConfig?.connectors ?? []) {
      if (connector.type === 'injected') {
        Promise.resolve(connector)
          .then((injected) => injected.getProvider())
          .then(
            (provider) => {
              if (!provider !== missingProviders.has(connector.id)) {
                missingProviders[provider ? 'delete' : 'add'](connector.id)
                emit({ type: 'connectorsChanged' })
              }
            },
            () => undefined,
          )
      }
    }
  }
  let loading: Promise<EvmRuntime> | undefined
  let safeAppDetection: Promise<EIP1193Provider | undefined> | undefined
  const findSafeApp = (): Promise<EIP1193Provider | undefined> => {
    // Only a framed page can be a Safe App: anywhere else the Safe Apps SDK is never loaded.
    if (typeof window === 'undefined' || window.parent === window) return Promise.resolve(undefined)
    safeAppDetection ??= import('./safe/detectSafeApp.js')
      // Only inside a Safe: the provider's module is large (CommonJS viem).
      .then((module) => module.findSafeApp(state, () => import('./safe/createSafeAppProvider.js')))
      .catch((error: unknown) => {
        state.logger?.warn('Could not detect a Safe', error)
        return undefined
      })
    return safeAppDetection
  }
  const loadRuntime = (): Promise<EvmRuntime> => {
    loading ??= Promise.all([lazy(), wagmiConfig || !state.setup ? undefined : findSafeApp()])
      .then(([{ startEvmRuntime }, safeAppProvider]) => startEvmRuntime(state, safeAppProvider))
      .catch((error: unknown) => {
        // Let the next call try again (e.g. the chunk failed to download, or setup comes later).
        loading = undefined
        throw error
      })
    return loading
  }
  /** The runtime's method `name`, loading the runtime first (one expression: -8 startup gzip bytes). */
  const run = <name extends RuntimeMethod>(name: name) =>
    (async (request: unknown) =>
      ((await loadRuntime())[name] as (request: unknown) => unknown)(request)) as EvmRuntime[name]
  // The methods that only load the runtime and call it, made in a loop: each name is written once
  // in the startup bundle (bench: -31 gzip bytes against one `name: run('name')` line each).
  const delegated = Object.fromEntries(
    RUNTIME_METHODS.split(' ').map((name) => [name, run(name as RuntimeMethod)]),
  ) as Pick<EvmRuntime, RuntimeMethod>

  return {
    namespace: 'eip155',
    setup(setup) {
      state.setup = setup
      state.logger = setup.logger
      state.networks = setup.networks
      if (wagmiConfig) {
        // What watchConnectors does, without loading @wagmi/core at start-up for it.
        wagmiConfig._internal.connectors.subscribe(() => emit({ type: 'connectorsChanged' }))
        return
      }
      state.announcedWallets = createAnnouncementStore()
      state.announcedWallets.subscribe(() => emit({ type: 'connectorsChanged' }))
      // A framed page asks its parent now, not on the first connect: a Safe the user disconnected
      // (nothing detects it at start then) is listed before the modal opens, so its row is never
      // the catalogue's "Safe" that opens safe.global.
      void findSafeApp()
    },
    getConnectors(): Connector[] {
      if (wagmiConfig) {
        probeProviders()
        // Core lists WalletConnect itself; the bridge (and any host WalletConnect connector) is not a wallet.
        return wagmiConfig.connectors
          .filter(
            (connector) =>
              connector.id !== WALLETCONNECT_BRIDGE_ID &&
              connector.id !== 'walletConnect' &&
              connector.id !== AUTH_BRIDGE_ID &&
              !missingProviders.has(connector.id),
          )
          .map(toConnector)
      }
      if (!state.announcedWallets) return []
      const announced = listAnnouncedWallets(
        state.announcedWallets,
        (detail) =>
          reportOnce(reportedDetails, detail, 'Ignored an invalid EIP-6963 announcement', detail),
        // A second provider announcing a listed rdns is listed too; said once per rdns.
        (rdns) =>
          reportOnce(
            reportedRdns,
            rdns,
            `Two wallets announced the rdns "${rdns}"; both are listed`,
          ),
      ).map(({ id, info }) =>
        toConnector({ id, type: 'injected', name: info.name, icon: info.icon }),
      )
      return state.inSafeApp ? [safeConnector, ...announced] : announced
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
    ...delegated,
    preload: async () => {
      await loadRuntime()
    },
    watchNewBlocks(request) {
      let stop: (() => void) | undefined
      let stopped = false
      loadRuntime().then(
        (loaded) => {
          if (!stopped) stop = loaded.watchNewBlocks?.(request)
        },
        (error) => state.logger?.warn('Could not watch new blocks', error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    resolveName: async (request) =>
      hasEns(request.caipNetwork) ? (await lazy()).resolveEvmName(request, state) : undefined,
    normalizeAddress: async (address) => (await lazy()).normalizeEvmAddress(address),
    hasSwapSource: ({ id }) => !!uniswapV3?.[id as number],
    loadSwapSource: async () => (await lazy()).loadUniswapV3SwapSource(state),
    // Core's strict reading (viem's parseUnits rounds extra digits and reads '-1'), and core's
    // writing, which is viem's formatUnits' output without loading viem at start-up.
    parseUnits: parseDecimalUnits,
    formatUnits: formatDecimalUnits,
    getProvider: () => state.runtime?.getProvider(),
    // Balances, activity, NFTs and ENS over the network's RPC: a lazy chunk of its own (viem's
    // multicall, ABIs and ENS), loaded when core first needs account data.
    loadDataSource: async () => (await lazy()).loadEvmDataSource(state),
    hasIdentity: hasEns,
    setNetworks(networks) {
      // A host's own wagmi config is the host's to change.
      if (wagmiConfig || networks.length === 0) return
      state.networks = networks
      state.setChains?.(networks)
    },
  }
}
