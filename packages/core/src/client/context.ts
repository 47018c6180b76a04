import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/types.js'
import type { LatchStores } from '../state/createStores.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { FeatureRegistry } from './createFeatureRegistry.js'
import type { KernelState } from './createKernelState.js'

/** What every flow works on: one client's options, stores, adapters and services. */
export type LatchContext = {
  options: ResolvedOptions
  stores: LatchStores
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: SafeStorage
  logger: Logger
  events: EventBus
  /** The features (WalletConnect, the embedded wallet, Send…): the one way lazy parts load. */
  features: FeatureRegistry
  /** The kernel's "latest wins" turns (connect attempt, toast, balance reads) and alerts shown. */
  kernel: KernelState
  /** Pending timers (toast delay and auto-close), cleared on destroy. */
  timers: Set<ReturnType<typeof setTimeout>>
}

/** Storage keys, namespaced so hosts' own keys never clash. */
export const storageKeys = {
  connectionStatus: '@latch/connection_status',
  connectorIds: '@latch/connector_ids',
  activeCaipNetworkId: '@latch/active_caip_network_id',
  activeNamespace: '@latch/active_namespace',
  recentWallets: '@latch/recent_wallets',
} as const
