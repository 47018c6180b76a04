import type { Connector } from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { EventBus, LatchEvent } from '../events/createEventBus.js'
import type { EmbeddedWalletApi } from '../features/embeddedWallet/createEmbeddedWalletApi.js'
import type { WalletImageHandle } from '../features/walletImages/createWalletImageCache.js'
import type { OpenModalParameters } from '../flows/modal.js'
import type { Logger } from '../logger/createLogger.js'
import type { CaipNetwork } from '../networks/types.js'
import type {
  PreferredAccountType,
  ResolvedOptions,
  ThemeMode,
  ThemeVariables,
} from '../options/types.js'
import type { LatchStores } from '../state/createStores.js'
import type {
  AccountState,
  AccountTab,
  Message,
  RouterData,
  ToastLink,
  ToastVariant,
  View,
} from '../state/types.js'
import type { FeatureDefinition } from './context.js'

/**
 * A Latch client: one modal instance, framework-free. `createLatch` from `@latch/react` or
 * `@latch/html` makes one; read state through `getState`/`subscribeState` (or the React hooks).
 */
export type LatchClient = {
  readonly options: ResolvedOptions
  /** Resolves once the stored connection has been restored or found gone. */
  readonly ready: Promise<void>
  /** Opens the modal. Resolves at once, online or offline. */
  open(parameters?: OpenModalParameters): Promise<void>
  /**
   * Closes the modal and resets the router. Refused (nothing happens) on the Sign In view
   * while sign-in is required and no session exists; `isOpen()` tells.
   */
  close(): void
  /** Whether the modal is open. */
  isOpen(): boolean
  /** @throws {LatchError} 'Failed to disconnect' when the wallet failed (local state is cleared). */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  /**
   * Switches the active network; the same network is ignored; without a connected
   * account in its namespace the network is only set locally.
   * @throws {LatchError} 'No ActiveCaipNetwork or client found' for a namespace Latch has no
   *   networks of; the wallet's error (EIP-1193 4001 when declined); {@link ChainNotSupportedError}
   *   'Chain is not supported' when the wallet can neither switch nor add the chain (the 'switch
   *   network not found' alert shows once); {@link NetworkSwitchDisabledError} 'Network switching
   *   is disabled' with `enableNetworkSwitch: false`.
   */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  /**
   * Connects through WalletConnect, showing ConnectingWalletConnectBasic:
   * the status is 'connecting' and `wallet` (a catalogue wallet picked on a phone; else the
   * WalletConnect option) the recent wallet once connected. With `manualWCControl` this is how the
   * integrator starts the pairing. `true` when connected. Rejects only for an invalid `wallet`
   * (its id and name are stored and sent in CONNECT_SUCCESS), before anything starts.
   * @throws {InvalidParameterError} `Invalid parameter \`wallet.id\`: must be a non-empty string of
   *   at most 200 characters` (likewise `wallet.name`); `Invalid parameter \`wallet\`: must be an
   *   object with \`id\` and \`name\`` when `wallet` is neither that nor `undefined`.
   * @example
   * await latch.open() // manualWCControl: ConnectingWalletConnectBasic, no pairing yet
   * await latch.connectWalletConnect()
   */
  connectWalletConnect(parameters?: {
    wallet?: { id: string; name: string } | undefined
  }): Promise<boolean>
  /**
   * Signs a UTF-8 message with the active namespace's wallet (EVM: `personal_sign`, EIP-191).
   * @returns The signature, `0x` hex.
   * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when nothing is connected.
   * @throws {LatchError} 'Chain adapter not found' without an adapter for the namespace.
   * @throws {LatchError} 'Signature declined' on EIP-1193 4001 (after showing that toast); other
   *   wallet errors as the wallet threw them (after a toast of what they say, else 'Unknown error').
   */
  signMessage(parameters: { message: string }): Promise<string>
  /**
   * A namespace's account state, the active namespace's by default; `undefined` for a
   * namespace the integrator gave no network of.
   */
  getAccount(namespace?: ChainNamespace): AccountState | undefined
  /**
   * Switches to another account in a namespace (the active one by default), e.g. a Bitcoin
   * ordinals account the wallet shared (see the account state's `allAccounts`). With a
   * `connectorId` other than the namespace's current connector, that connector is connected
   * first (its wallet is asked) and the account it shares becomes the namespace's.
   * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when the namespace is not
   *   connected and no other connector is asked for.
   * @throws {LatchError} 'Invalid CAIP Address' when the wallet did not share that address;
   *   'Chain adapter not found' when no adapter serves the namespace.
   * @throws {ConnectorNotFoundError} `Connector "{id}" not found` for a connector the adapter lacks.
   * @throws The wallet's error when connecting fails (EIP-1193 4001 when declined).
   */
  switchAccount(parameters: {
    namespace?: ChainNamespace
    address: string
    connectorId?: string
  }): Promise<void>
  /**
   * Changes a namespace's preferred account type (eip155 `'eoa'` or `'smartAccount'`) for the
   * embedded wallet: stored (survives a reload), applied by the connected embedded wallet (the
   * account is synced again), then SET_PREFERRED_ACCOUNT_TYPE `{ accountType, network }`.
   * `'smartAccount'` on a network the `smartAccounts` option leaves out shows 'This application
   * might not support Smart Accounts' and changes nothing. Without an embedded wallet (no
   * `authUrl`), does nothing.
   * @throws {LatchError} named `InvalidParameterError`: `Invalid parameter \`accountType\`: must
   *   be an account type of {namespace}`.
   */
  setPreferredAccountType(
    accountType: PreferredAccountType,
    namespace?: ChainNamespace,
  ): Promise<void>
  /** The active network. */
  getCaipNetwork(): CaipNetwork | undefined
  /**
   * The connected wallet's provider in a namespace (EIP-1193 for eip155); `undefined` while none.
   * @throws {AdapterNotFoundError} 'Adapter not found' without an adapter for the namespace.
   */
  getProvider(namespace?: ChainNamespace): unknown
  /** @throws {InvalidOptionError} "Invalid option `themeMode`: must be 'light' or 'dark'". */
  setThemeMode(themeMode: ThemeMode): void
  /** Merges theme variables. @throws {InvalidOptionError} for an unknown or mistyped one. */
  setThemeVariables(themeVariables: ThemeVariables): void
  /**
   * Changes the modal's language at run time (the `locale` option): an open modal re-renders in place, keeping its view and focus. `undefined` follows the
   * browser's languages again. A tag without a catalogue falls back as the option does.
   *
   * @param locale - A BCP 47 tag, e.g. `'de'`, `'pt-BR'`, `'ar'` (right to left), or `undefined`.
   * @throws {InvalidOptionError} "Invalid option `locale`: must be a BCP 47 language tag (e.g. 'de',
   *   'pt-BR')" for anything else.
   * @example
   * latch.setLocale('de')
   */
  setLocale(locale: string | undefined): void
  /** Signs in; `true` when a session was added. Never rejects. */
  signIn(): Promise<boolean>
  /** @throws {SIWXNotEnabledError} 'SIWX is not enabled' without the `siwx` option. */
  signOut(): Promise<void>
  /** Adds a network (needs the namespace's adapter; throws 'Adapter not found'). */
  addNetwork(network: CaipNetwork): void
  /** Removes a network (needs the adapter); the first remaining becomes active if it was. */
  removeNetwork(namespace: ChainNamespace, caipNetworkId: string): void
  /** The public modal state: open, loading, the active network id and namespace. */
  getState(): LatchPublicState
  /** Calls `listener` with the public state whenever a field of it changes; returns unsubscribe. */
  subscribeState(listener: (state: LatchPublicState) => void): () => void
  /** Subscribes to the analytics events (local only); returns unsubscribe. */
  subscribeEvents(listener: (event: LatchEvent) => void): () => void
  /**
   * Stops listening to adapters, clears timers, drops a WalletConnect attempt in progress and
   * closes the relay connection (a WalletConnect session stays stored for the next client).
   */
  destroy(): void
}

/**
 * The client as Latch's own front ends see it: the public client plus its stores, event bus and
 * the view-level actions. Not public API (`@latch/core/internal`).
 */
export type LatchClientInternal = LatchClient & {
  readonly stores: LatchStores
  readonly events: EventBus
  /** The client's logger (its level and buffer), for the front ends' own reports. */
  readonly logger: Logger
  /** Goes back one view; closes on the last one; from Connect while connected, Account. */
  goBack(): void
  /** Pushes a view on the modal's stack, with its data (e.g. `{ network }` for SwitchNetwork). */
  push(view: View, data?: RouterData): void
  /** Connects with a discovered connector; `true` when connected. Never rejects. */
  connect(connector: Connector): Promise<boolean>
  /**
   * The user's pick in Networks/UnsupportedChain; shows SwitchNetwork while the wallet decides, or
   * SwitchActiveChain for a namespace without a connected wallet.
   */
  selectNetwork(caipNetwork: CaipNetwork): Promise<void>
  /** SwitchActiveChain's button: Connect narrowed to the network's namespace. */
  connectForNetwork(caipNetwork: CaipNetwork): void
  /** Shows a toast (a new one replaces an open one after 150 ms). */
  showToast(parameters: {
    message: Message
    variant: ToastVariant
    autoClose?: boolean
    link?: ToastLink
  }): void
  /** Whether WalletConnect is on (enabled, with a relay URL or a project id, and an adapter). */
  hasWalletConnect(): boolean
  /** Whether an embedded wallet is configured at all (`authUrl` and an eip155 adapter). */
  hasEmbeddedWallet(): boolean
  /**
   * Where the secure auth frame's iframe lives: an element inside the modal that stays mounted
   * (`null` when it unmounts). Core puts the iframe there when it needs the frame.
   */
  setAuthFrameContainer(element: HTMLElement | null): void
  /** Starts loading the secure frame (the Connect view's email form shows), so a login is quick. */
  prepareEmailLogin(): void
  /**
   * The embedded wallet's feature: a view loads or reads its lazy API (the social options and
   * login, `connectSocial`) through the feature registry with it. Views reach it here, not by
   * import, so their chunks do not share the embedded wallet's start-up module.
   */
  readonly embeddedWalletFeature: FeatureDefinition<EmbeddedWalletApi>
  /** Cancels sign-in: disconnects when required, else closes. */
  cancelSignIn(): Promise<void>
  /** Shows another Account tab. */
  setAccountTab(tab: AccountTab): void
  /**
   * Fetches the active account's token balances into `stores.accountData` (cached 30 s
   * per CAIP address, no new try within 30 s of a failure, 'Token Balance Unavailable' toast on
   * failure, also when no source serves the network: the list is then empty). `force` skips the
   * cache, never the retry gap; `forceUpdate` (the CAIP-10 addresses of the tokens a send or swap
   * moved) skips it too and asks the Blockchain API to read them afresh. Never rejects.
   */
  fetchTokenBalances(parameters?: {
    force?: boolean
    forceUpdate?: readonly string[]
  }): Promise<void>
  /**
   * Fetches the active account's first page of transactions, or with `more` the next page, into
   * `stores.transactions`; with `onramp` (`'coinbase'`), its purchases through
   * that on-ramp provider instead (Blockchain API only, never HTTP-cached for coinbase). A failure
   * empties the list and shows 'Failed to fetch transactions'.
   * @throws {LatchError} "Transactions can't be fetched without an
   *   accountAddress" when no account is connected.
   */
  fetchTransactions(parameters?: { more?: boolean; onramp?: string }): Promise<void>
  /** Fetches the active account's NFTs (first page, or with `more` the next). Never rejects. */
  fetchNfts(parameters?: { more?: boolean }): Promise<void>
  /**
   * Holds a hosted-registry wallet image (a wallet's `imageId`) as a blob URL, fetched with the
   * registry's headers; `release` it once it is no longer shown (it may be revoked).
   * @returns `undefined` without a registry (no project id, or basic mode).
   */
  acquireWalletImage(imageId: string): Promise<WalletImageHandle | undefined>
}

/** What `getState`/`subscribeState` report (like AppKit's public state). */
export type LatchPublicState = {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace
}
