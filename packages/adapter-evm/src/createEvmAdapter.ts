import type { AdapterEvent, ChainAdapter, Connector } from '@latch/core'
import type { Config } from '@wagmi/core'
import { createStore } from 'mipd'
import type { Chain } from 'viem'
import { listAnnouncedWallets } from './discovery/listAnnouncedWallets.js'
import type { EvmRuntime } from './runtime/createEvmRuntime.js'
import type { CreateWagmiConfigParameters } from './runtime/createWagmiConfig.js'
import { toConnector } from './toConnector.js'
import { toViemChain } from './toViemChain.js'

/** Parameters of {@link createEvmAdapter}. */
export type CreateEvmAdapterParameters = {
  /**
   * The host app's own wagmi config, so its wagmi hooks keep working; its chains must include every
   * eip155 network given to Latch, and its connectors are the ones Latch lists. When absent, the
   * adapter builds one from Latch's networks (an HTTP transport per network, a fallback across its
   * RPC URLs) with an injected connector per EIP-6963 announced wallet.
   */
  wagmiConfig?: Config
  /** Key prefix of the wagmi state Latch keeps in `localStorage` (default `latch.wagmi`). */
  storageKey?: string
}

/** The EVM adapter: the {@link ChainAdapter} contract, plus loading its wallet runtime early. */
export type EvmAdapter = ChainAdapter & {
  /**
   * Loads the wallet runtime (`@wagmi/core`, viem's transports) now instead of on the first
   * connect, e.g. when the modal opens. Resolves once it is loaded; rejects when it cannot load
   * (a later call, or the next connect, tries again).
   */
  preload(): Promise<void>
}

/**
 * The EVM adapter (DESIGN.md §1) on `@wagmi/core` + `viem`: EIP-6963 discovery (each announced
 * wallet listed with its own name and icon), connect and reconnect, native balance from the
 * network's RPC, `personal_sign`, switching (EIP-3326, adding with EIP-3085 on error 4902), and the
 * wallet's `accountsChanged` / `chainChanged` / `disconnect` events reported to core.
 *
 * Start-up costs only discovery (`mipd`): everything else, `@wagmi/core` included, is one lazy
 * module loaded on the first connect, reconnect, balance, signature, switch or `preload()`. With a
 * host `wagmiConfig`, that module adds only Latch's own code to what the host already loaded.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { wagmiConfig, storageKey = 'latch.wagmi' } = parameters
  // What setup gives Latch's own config; unused with the host's.
  let own: CreateWagmiConfigParameters | undefined
  let loading: Promise<EvmRuntime> | undefined
  let runtime: EvmRuntime | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const loadRuntime = (): Promise<EvmRuntime> => {
    const ownParameters = own
    if (!wagmiConfig && !ownParameters) {
      return Promise.reject(new Error('The EVM adapter is not set up: pass it to createLatch'))
    }
    loading ??= import('./runtime/index.js')
      .then(({ createEvmRuntime, createWagmiConfig }) => {
        runtime = createEvmRuntime({
          config: wagmiConfig ?? createWagmiConfig(ownParameters as CreateWagmiConfigParameters),
          emit,
        })
        return runtime
      })
      .catch((error: unknown) => {
        // Let the next call try again (e.g. the chunk failed to download).
        loading = undefined
        throw error
      })
    return loading
  }

  return {
    namespace: 'eip155',
    setup({ networks, walletConnect }) {
      if (wagmiConfig) {
        // What watchConnectors does, without loading @wagmi/core at start-up for it.
        wagmiConfig._internal.connectors.subscribe(() => emit({ type: 'connectorsChanged' }))
        return
      }
      own = {
        chains: networks.map(toViemChain) as [Chain, ...Chain[]],
        announcedWallets: createStore(),
        storageKey,
        walletConnect,
      }
      own.announcedWallets.subscribe(() => emit({ type: 'connectorsChanged' }))
    },
    getConnectors(): Connector[] {
      if (wagmiConfig) return wagmiConfig.connectors.map(toConnector)
      if (!own) return []
      return listAnnouncedWallets(own.announcedWallets).map(({ info }) =>
        toConnector({ id: info.rdns, type: 'injected', name: info.name, icon: info.icon }),
      )
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    preload: async () => {
      await loadRuntime()
    },
    connect: async (request) => (await loadRuntime()).connect(request),
    reconnect: async (request) => (await loadRuntime()).reconnect(request),
    disconnect: async () => (await loadRuntime()).disconnect(),
    getBalance: async (request) => (await loadRuntime()).getBalance(request),
    signMessage: async (request) => (await loadRuntime()).signMessage(request),
    switchNetwork: async (request) => (await loadRuntime()).switchNetwork(request),
    getProvider: () => runtime?.getProvider(),
  }
}
