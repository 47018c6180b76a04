import type { ChainAdapter } from '../adapter/types.js'
import type { EmbeddedWallet } from '../auth/createEmbeddedWallet.js'
import type { ChainNamespace } from '../caip/types.js'
import type { AccountData } from '../data/createAccountData.js'
import type { EventBus } from '../events/createEventBus.js'
import type { WalletImageCache } from '../images/createWalletImageCache.js'
import type { Logger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/types.js'
import type { LatchStores } from '../state/createStores.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import type { CreateWalletConnectSessionReturnType } from '../walletconnect/createWalletConnectSession.js'
import type { FeatureRegistry } from './createFeatureRegistry.js'

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
  /**
   * The user's connect attempt: `current` is bumped by every attempt (and by abandoning one), so an
   * abandoned attempt that settles later is ignored; `pending` while the wallet has not answered.
   */
  connectAttempt: { current: number; pending: boolean }
  /** Alerts already shown (spec §8: each alert type once). */
  shownAlerts: Set<string>
  /** The one WalletConnect session owner (DESIGN.md §1), when WalletConnect is on. */
  walletConnect: CreateWalletConnectSessionReturnType | undefined
  /** Bumped by every WalletConnect attempt, so an abandoned one that settles later is ignored. */
  walletConnectAttempt: {
    current: number
    pending: Promise<boolean> | undefined
    /** Whether the user picked WalletConnect for the attempt (it set status 'connecting'). */
    picked?: boolean
  }
  /** The embedded wallet (email login), when `authUrl` is set and there is an eip155 adapter. */
  embeddedWallet: EmbeddedWallet | undefined
  /** Whether the hosted data (registry, project config) was requested already. */
  hostedDataRequested: boolean
  /** Bumped by every toast shown or hidden, so only the newest delayed toast shows. */
  toastSequence: { current: number }
  /** Bumped by every balance read of a namespace, so only the newest read's answer is kept. */
  balanceReads: Map<ChainNamespace, number>
  /**
   * The Account view's data sources, caches and fetches in flight (DESIGN.md §6); made by the lazy
   * account-data chunk on first use (`getAccountData`).
   */
  accountData: AccountData | undefined
  /**
   * The wallet features' controllers (Send, Swap, Buy), each made by its lazy chunk on first use;
   * typed by `loadWalletFeature` (the controllers' types import this context).
   */
  walletFeatures: Partial<Record<'send' | 'swap' | 'onramp', { reset(): void }>>
  /** The hosted registry's wallet images as blob URLs (a lazy chunk), cleared on destroy. */
  walletImages: Promise<WalletImageCache> | undefined
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
