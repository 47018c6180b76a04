import type { AdapterEvent, ChainAdapter, Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../logger/createLogger.js'
import type { CaipNetwork } from '../networks/types.js'
import type { ResolvedOptions } from '../options/types.js'
import type { LatchStores } from '../state/createStores.js'
import type { AlertType } from '../state/types.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { Latest, LatestTurn } from './latest.js'

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

/** What a loaded feature may offer the kernel besides its own methods. */
export type FeatureApi = {
  /** Forgets per-account state (the account or network changed, or the wallet disconnected). */
  reset?(): void
  /** Releases what it holds (sockets, timers, frames); the client is being destroyed. */
  destroy?(): void
}

/**
 * A feature of the modal (WalletConnect, the embedded wallet, account data, Send, Swap, Buy…):
 * a few lines the startup bundle carries, and a `load` that imports the rest as a lazy chunk.
 */
export type FeatureDefinition<api extends FeatureApi = FeatureApi> = {
  /** The feature's name, in logs ('Could not load {key}') and in the registry. Unique. */
  key: string
  /** Whether the client's options turn the feature on; a feature that is off never loads. Default: on. */
  isAvailable?(context: LatchContext): boolean
  /**
   * Imports the feature's module (`import('./…')`, its own chunk) and makes its API for one client.
   * Called at most once per client while it succeeds; a failed load is tried again next time.
   */
  load(context: LatchContext): Promise<api>
  /**
   * Imports the feature's code (the chunks `load` imports) without running it: no API is made and
   * nothing but the page's own code is fetched. For an idle moment before the feature is wanted.
   */
  prefetch?(context: LatchContext): Promise<unknown>
  /**
   * Work the feature must do at startup, before the first click (restoring a stored connection,
   * a watch); keep it to a few lines, loading the rest with `context.features.load`.
   * @returns A cleanup run when the client is destroyed.
   */
  start?(context: LatchContext): (() => void) | undefined
}

/** One client's features: the one place lazy parts load, once each, and are reset and destroyed. */
export type FeatureRegistry = {
  /** Whether the options turn `feature` on (its `isAvailable`, default true). */
  isAvailable(feature: FeatureDefinition<FeatureApi>): boolean
  /**
   * Loads `feature` (its lazy chunk) and makes its API, once per client; concurrent calls share one load.
   * @returns Its API, or `undefined` when it is off or its chunk failed to load (logged as
   * 'Could not load {key}'; tried again on the next call). Never rejects.
   */
  load<api extends FeatureApi>(feature: FeatureDefinition<api>): Promise<api | undefined>
  /** Its API when already loaded, else `undefined` (nothing is loaded). */
  get<api extends FeatureApi>(feature: FeatureDefinition<api>): api | undefined
  /**
   * Fetches the code of `feature` (its `prefetch`) when it is on and not loaded yet, so a later
   * `load` only runs it. A failure is logged at debug level; `load` tries the import again.
   */
  prefetch(feature: FeatureDefinition<FeatureApi>): void
  /** Calls `reset()` on every loaded feature (account, network or connection changed). */
  reset(): void
  /** Calls `destroy()` on every loaded feature; later loads resolve `undefined`. */
  destroy(): void
}

/**
 * The kernel's own bookkeeping, beside the context's services: which asynchronous answers are
 * still the newest (the user's connect attempt, the delayed toast, each namespace's balance read)
 * and which alerts were shown already.
 */
export type KernelState = {
  /**
   * The user's connect attempt: a new attempt, or abandoning one, makes the older one stale, so
   * its late answer is ignored. A turn is current while the wallet has not answered.
   */
  connectAttempts: Latest
  /** Restoring the stored connection at start: a connect the user starts makes it stale. */
  restores: Latest
  /** Every toast shown or hidden takes a turn, so only the newest delayed toast shows. */
  toasts: Latest
  /** One per namespace (see {@link balanceReadsOf}): only the newest balance read is kept. */
  balanceReads: Map<ChainNamespace, Latest>
  /** Alerts already shown (each alert type shows once per client). */
  shownAlerts: Set<AlertType>
  /**
   * The connection flows' lazy chunk, for `context.features.load` (held here, not imported, so
   * the chunk's own modules can load it without an import cycle).
   */
  connectionFlows: FeatureDefinition<ConnectionFlows>
}

/** The stored (or detected) connector id of each namespace to restore. */
export type ConnectorIds = Partial<Record<ChainNamespace, string>>

/**
 * The connection flows: what runs once the user acts in the open modal (connect, switch network,
 * sign, disconnect) or while a wallet is connected (account, network and balance sync, the
 * wallet's own events, restoring a stored connection). One lazy chunk, loaded on the first open,
 * on restoring a stored connection, and by any method that needs it.
 */
export type ConnectionFlows = FeatureApi & {
  /** `connect` after its synchronous start (view, status, `attempt` taken). Never rejects. */
  finishConnect(context: LatchContext, connector: Connector, attempt: LatestTurn): Promise<boolean>
  /** The client's `switchNetwork`. */
  switchNetwork(context: LatchContext, caipNetwork: CaipNetwork): Promise<void>
  /** The client's `selectNetwork`. */
  selectNetwork(context: LatchContext, caipNetwork: CaipNetwork): Promise<void>
  /** The client's `disconnect`. */
  disconnect(context: LatchContext, parameters?: { namespace?: ChainNamespace }): Promise<void>
  /** The client's `signMessage`. */
  signMessage(context: LatchContext, parameters: { message: string }): Promise<string>
  /** The client's `switchAccount`. */
  switchAccount(
    context: LatchContext,
    parameters: { namespace?: ChainNamespace; address: string; connectorId?: string },
  ): Promise<void>
  /** Restoring after its synchronous start (status 'connecting', `turn` taken). */
  restoreConnection(
    context: LatchContext,
    connectorIds: ConnectorIds,
    turn: LatestTurn,
  ): Promise<void>
  /** A wallet's own event for a connected namespace. */
  handleAdapterEvent(context: LatchContext, namespace: ChainNamespace, event: AdapterEvent): void
  /** Reads a connected namespace's balance (`quiet`: no loading state). */
  syncBalance(
    context: LatchContext,
    namespace: ChainNamespace,
    options?: { quiet?: boolean },
  ): Promise<void>
  /**
   * What a connected namespace's network change does: the account's CAIP-10 address and explorer
   * page, the balance, the UnsupportedChain rule and the sign-in check. `supported`: the network is one of the requested ones.
   */
  syncConnectedNetwork(
    context: LatchContext,
    namespace: ChainNamespace,
    caipNetwork: CaipNetwork,
    supported: boolean,
  ): void
}

/** Storage keys, namespaced so hosts' own keys never clash. */
export const storageKeys = {
  connectionStatus: '@latch/connection_status',
  connectorIds: '@latch/connector_ids',
  activeCaipNetworkId: '@latch/active_caip_network_id',
  activeNamespace: '@latch/active_namespace',
  recentWallets: '@latch/recent_wallets',
} as const
