import type { AdapterAccount, Connector } from '../adapter/types.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { SIWXSession } from '../features/siwx/types.js'
import type { CaipNetwork } from '../networks/types.js'
import type { PreferredAccountType, ThemeMode, ThemeVariables } from '../options/types.js'
import type { WalletEntry } from '../wallets/types.js'
import type { EmbeddedWalletUser, FarcasterLoginStatus } from './authTypes.js'
import type { RemoteFeatures } from './remoteFeatures.js'
import type { ConnectedWalletInfo } from './walletInfoTypes.js'

export type {
  AccountDataStoreState,
  AccountTab,
  LoadStatus,
  TransactionsByMonth,
  TransactionsStoreState,
} from './accountDataTypes.js'

/** Connection status. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type { ConnectedWalletInfo } from './walletInfoTypes.js'

/** NetworkState of one namespace. */
export type NetworkState = {
  /** The active network; an 'Unknown Network' when the wallet sits on one not requested. */
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  approvedCaipNetworkIds: readonly string[]
  supportsAllNetworks: boolean
  /** eip155: the chain ids of the requested networks with smart accounts (the option's). */
  smartAccountEnabledNetworks?: readonly number[]
}

/** AccountState of one namespace. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance as a decimal string in whole units (ether, not wei). */
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  status: ConnectionStatus
  connectedWalletInfo: ConnectedWalletInfo | undefined
  addressExplorerUrl: string | undefined
  /** Every account the wallet shared in this namespace, `address` among them. */
  allAccounts: readonly AdapterAccount[]
  /** The embedded wallet's smart account has code on the active chain (deployed or delegated). */
  smartAccountDeployed?: boolean
  /** The wallet's EIP-5792 capabilities by hex chain id, read once per connection (validated). */
  capabilities?: Record<`0x${string}`, Record<string, unknown>> | undefined
  /** The account's name (ENS on EVM), `undefined` when it has none. */
  profileName: string | undefined
  /** The account's avatar, an `http(s):` or `data:image/` URL, or `undefined`. */
  profileImage: string | undefined
  /** The embedded wallet's login (see {@link EmbeddedWalletUser}), else `undefined`. */
  user: EmbeddedWalletUser | undefined
  /** The social provider id of the embedded wallet's login (`'google'`), else `undefined`. */
  socialProvider: string | undefined
  /** A running social login's popup (opened in the click; none in redirect mode). */
  socialWindow: Window | undefined
  /** A waiting Farcaster login's relay channel URL (its QR code, or link on a phone); else absent. */
  farcasterUrl?: string | undefined
  /**
   * `preferredAccountTypes`: the account type this namespace prefers, from the
   * `defaultAccountTypes` option over the defaults; `undefined` for a namespace without one
   * (polkadot, cosmos). Kept when the namespace disconnects.
   */
  preferredAccountTypes: PreferredAccountType | undefined
}

/** One namespace's state. */
export type ChainState = { networkState: NetworkState; accountState: AccountState }

/** Per-namespace chain state and the namespace in use. */
export type ChainStoreState = {
  activeNamespace: ChainNamespace
  chains: Partial<Record<ChainNamespace, ChainState>>
}

/** Connection state (the WalletConnect fields come with that issue). */
export type ConnectionStoreState = {
  status: ConnectionStatus
  /** Connector id per connected namespace. */
  connectorIds: Partial<Record<ChainNamespace, string>>
  /** Connector ids, newest first, at most 2. */
  recentWallets: readonly string[]
  /** Sign-in sessions of the connected account on the active network. */
  siwxSessions: readonly SIWXSession[]
  /** The WalletConnect pairing URI shown as a QR code (EIP-1328 `wc:`), while connecting. */
  wcUri: string | undefined
  /** When the URI counts as expired (ms since the epoch; 4 minutes after it was made). */
  wcPairingExpiry: number | undefined
  /** The wallet deep link used on mobile, if any. */
  wcLinking: { name: string; href: string } | undefined
  /**
   * `recentWallet`: what the user picked to connect through WalletConnect (a catalogue
   * wallet on a phone, else the WalletConnect option itself) until the attempt ends; added to
   * `recentWallets` when it connects, cleared by a reset.
   */
  recentWallet: Pick<WalletEntry, 'id' | 'name'> | undefined
  /** Whether the last WalletConnect attempt failed. */
  wcError: boolean
  /**
   * Why it failed: the relay could not be reached (or gave no pairing URI in time), or the attempt
   * failed otherwise (declined, expired, the wallet broke the protocol). `undefined` without error.
   */
  wcErrorReason: 'relayUnreachable' | 'failed' | undefined
}

/** Views of the modal. */
export type View =
  | 'Connect'
  /** The wallet list alone, behind "Continue with a wallet" (`collapseWallets`, `emailShowWallets`). */
  | 'ConnectWallets'
  /** "What is a Wallet?", from the Connect view's "New to wallets?" guide (`enableWalletGuide`). */
  | 'WhatIsAWallet'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'Send'
  | 'Receive'
  | 'Swap'
  | 'Buy'
  | 'ConfirmEmail'
  | 'ApproveTransaction'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
  | 'ConnectSocials'
  | 'ConnectingPasskey'
  | 'AddPasskey'

/** What a view was opened with. */
export type RouterData = {
  connector?: Connector
  network?: CaipNetwork
  /**
   * The last failure of the view's action, as a catalogue key (`connecting.declined`,
   * `switchNetwork.declined`, `error.unknownError`) or, for an error Latch does not word, the
   * error's own short message (`toast.text`).
   */
  error?: Message
  /** Whether the view's action is waiting on the wallet. */
  pending?: boolean
  /** ConfirmEmail: the address the one-time code was sent to. */
  email?: string
  /** ConnectingSocial: the provider's id (`'google'`); `pending` while a redirect resumes. */
  social?: string
  /** ConnectingFarcaster: where the login is; `error` says why when `'expired'` or `'failed'`. */
  farcaster?: FarcasterLoginStatus
}

/** The router's view stack (no URL routes). */
export type RouterStoreState = { view: View; history: readonly View[]; data: RouterData }

export type { AuthStoreState, FarcasterLoginStatus } from './authTypes.js'

/** Modal state. */
export type ModalStoreState = {
  open: boolean
  loading: boolean
  /** Whether the user ticked the Connect view's terms checkbox (`features.legalCheckbox`). */
  legalAccepted: boolean
}

/** Toast variants. */
export type ToastVariant = 'success' | 'error' | 'loading' | 'info'

/** A link a toast offers, e.g. a mined transaction on the network's explorer. */
export type ToastLink = { href: string; label: Message }

/** Values a {@link Message} puts into its text's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * A text the front end shows, as a key of its catalogue (`@latch/react`'s
 * `i18n/locales/<tag>/*.json`, e.g. `'error.signatureDeclined'`) and the values of its
 * placeholders: stores hold these, never English; each view translates them into
 * the active locale. `values.count` (a number) picks the plural form; `values.amount` is an exact
 * decimal written in English (`'1,234.5'`), which the views write in the locale's digits.
 */
export type Message = { key: string; values?: MessageValues | undefined }

/** Toast, plus an optional `link` (an `https:` explorer page). */
export type ToastStoreState = {
  message: Message
  variant: ToastVariant
  open: boolean
  autoClose: boolean
  link?: ToastLink | undefined
}

/**
 * A transaction Latch sent and waits for (at most 99 tracked). `description` is the toast
 * once it is mined, e.g. `{ key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } }`.
 */
export type PendingTransaction = {
  hash: string
  caipNetworkId: CaipNetworkId
  description: Message
  /** When it was sent (ms since the epoch). */
  sentAt: number
}

/** Transactions sent from the modal and not yet mined, newest first. */
export type PendingTransactionsStoreState = { pending: readonly PendingTransaction[] }

/** Alert types, each shown once. */
export type AlertType =
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'INVALID_APP_CONFIGURATION'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'SWITCH_NETWORK_NOT_FOUND'
  | 'UNVERIFIED_DOMAIN'

/** The alert bar. */
export type AlertStoreState = {
  type: AlertType | undefined
  message: Message
  variant: 'warning' | 'error'
  open: boolean
}

/**
 * Wallets known without installing them, and the remote features in force.
 * `catalogue` is `undefined` until the hosted registry is merged over the bundled catalogue: read
 * it with `selectCatalogue`, which gives the bundled one then.
 */
export type WalletStoreState = {
  catalogue: readonly WalletEntry[] | undefined
  remoteFeatures: RemoteFeatures
}

/**
 * Discovered connectors of every adapter, and the namespace the Connect list is narrowed to (after
 * SwitchActiveChain, Connect lists the target namespace's wallets); cleared when the modal closes.
 */
export type ConnectorStoreState = {
  connectors: readonly Connector[]
  filterByNamespace: ChainNamespace | undefined
}

/**
 * The locale the integrator asked for (the `locale` option or `setLocale`, a canonical BCP 47 tag);
 * `undefined` follows the browser's languages. The front end resolves it against its catalogues.
 */
export type LocaleStoreState = { locale: string | undefined }

/** Theme state. `themeMode` undefined follows `prefers-color-scheme`. */
export type ThemeStoreState = { themeMode: ThemeMode | undefined; themeVariables: ThemeVariables }
