import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetworkId } from '../caip/types.js'
import type { TokenOption } from '../data/types.js'
import type { SIWEConfig } from '../features/siwx/siweTypes.js'
import type { SIWXConfig } from '../features/siwx/types.js'
import type { CaipNetwork } from '../networks/types.js'
import type { RemoteFeatures } from '../state/remoteFeatures.js'
import type { WalletEntry } from '../wallets/types.js'
import type { Features, ResolvedFeatures } from './featureTypes.js'
import type { RpcOptions } from './rpcTypes.js'
import type { SmartAccountsOption } from './smartAccountTypes.js'

export type { Features, ResolvedFeatures, WalletFeature } from './featureTypes.js'

/** The host app's identity, shown to wallets. */
export type Metadata = {
  name: string
  description: string
  /** The app's origin, e.g. `https://example.org`. */
  url: string
  /** `http(s):` URLs of the app's icons. */
  icons: readonly string[]
}

/** Light or dark colours. */
export type ThemeMode = 'light' | 'dark'

/**
 * Theme variables, applied as CSS custom properties on the modal's shadow host.
 * Sizes are CSS lengths (`'12px'`); `--latch-z-index` a number; `--latch-color-mix-strength` 0–100 (%).
 */
export type ThemeVariables = {
  '--latch-accent'?: string
  '--latch-background'?: string
  '--latch-color-mix'?: string
  '--latch-color-mix-strength'?: number
  '--latch-font-family'?: string
  '--latch-font-size-master'?: string
  '--latch-border-radius-master'?: string
  '--latch-z-index'?: number
}

/**
 * `defaultAccountTypes`: the account type each namespace prefers,
 * kept as accountState `preferredAccountTypes` of that namespace.
 */
export type DefaultAccountTypes = {
  eip155?: 'eoa' | 'smartAccount'
  solana?: 'eoa'
  bip122?: 'payment' | 'ordinal' | 'stx'
}

/** A namespace's preferred account type (accountState `preferredAccountTypes`). */
export type PreferredAccountType = NonNullable<DefaultAccountTypes[keyof DefaultAccountTypes]>

/** What an integrator passes to `createLatch`, with {@link RpcOptions}. */
export type LatchOptions = {
  /**
   * Project id for hosted services: WalletConnect's hosted relay, the hosted API (wallet registry,
   * project config) and `hostedRpc`. Optional: without it Latch runs fully locally. Not the
   * embedded wallet's project (that is `auth.projectId`). Without it, the 'project id not
   * configured' alert shows only when something that needs it is on: WalletConnect asked for
   * (`enableWalletConnect: true`, `manualWCControl: true`, or no adapters) without a `relayUrl`,
   * or `hostedRpc` set. (A departure from the rule that always alerts without a project id: the
   * local set-up needs none.)
   */
  projectId?: string
  /** The networks the app supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  /** One of `networks`. */
  defaultNetwork?: CaipNetwork
  /** One adapter per namespace, e.g. `[createEvmAdapter()]`. */
  adapters?: readonly ChainAdapter[]
  metadata?: Metadata
  features?: Features
  /** Colour mode; when absent, follows the user's `prefers-color-scheme`. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** List wallets announced through EIP-6963 (default `true`). */
  enableEIP6963?: boolean
  /**
   * Let users switch networks; also needed for the UnsupportedChain view (default `true`). `false`:
   * the network buttons only show the network, there is no Networks view, and `switchNetwork`
   * throws `NetworkSwitchDisabledError` ('Network switching is disabled').
   */
  enableNetworkSwitch?: boolean
  /** Let a wallet stay on a network not in `networks` without being asked to switch (default `false`). */
  allowUnsupportedChain?: boolean
  /**
   * Do not append the modal to `document.body`; render `<LatchModal/>` (React) or
   * `<latch-modal-slot>` (`@latch/html`) where it should go (default `false`).
   */
  disableAppend?: boolean
  /** Render the modal inline where `<LatchModal/>` is placed (default `false`). */
  enableEmbedded?: boolean
  /** Show short error messages in an alert toast and log at debug level (default `false`). */
  debug?: boolean
  /**
   * The modal's language, a BCP 47 tag such as `'de'`, `'pt-BR'` or `'ar'`.
   * Default: the browser's languages (`navigator.languages`). A tag the front end has no
   * catalogue for falls back to one of the same language (`'de-AT'` → `'de'`, `'zh-HK'` →
   * `'zh-TW'`), else English. Change it at run time with `client.setLocale`.
   */
  locale?: string
  /** Where connection state is kept between page loads; defaults to `localStorage` when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /**
   * Wallets hidden from Connect and All Wallets, installed ones too. An id is a catalogue id
   * (`metamask`), rdns (`io.metamask`), name (`MetaMask`, any case) or AppKit id (64 hex digits).
   * @throws {InvalidOptionError} For an AppKit id of no catalogue wallet when `projectId` is unset.
   */
  excludeWalletIds?: readonly string[]
  /**
   * When set, the only catalogue wallets listed (All Wallets: and `customWallets`); installed
   * wallets still are. Ids and error as `excludeWalletIds`.
   */
  includeWalletIds?: readonly string[]
  /** Catalogue wallets Connect lists first, in this order. Ids and error as `excludeWalletIds`. */
  featuredWalletIds?: readonly string[]
  /** The integrator's own wallets, listed in the "custom" section. */
  customWallets?: readonly WalletEntry[]
  /**
   * Offer WalletConnect (default `true`). It needs a relay: `relayUrl` (e.g. a self-hosted relay)
   * or a `projectId` for WalletConnect's hosted relay; without either, the option is not shown.
   */
  enableWalletConnect?: boolean
  /** The WalletConnect relay's WebSocket URL, e.g. `wss://relay.example.org` or `ws://127.0.0.1:8787`. */
  relayUrl?: string
  /**
   * Offer wallets at all (default `true`; `false` leaves email/social only: no wallet rows, no
   * WalletConnect, no All Wallets, no wallet guide).
   */
  enableWallets?: boolean
  /**
   * The integrator drives WalletConnect itself (default `false`): opening the
   * modal while not connected shows ConnectingWalletConnectBasic (AllWallets on a phone) and starts
   * no pairing; call `connectWalletConnect()` to make the URI. Latch neither pairs nor refreshes an
   * expiring URI by itself.
   */
  manualWCControl?: boolean
  /** Basic mode: no remote features, no UnsupportedChain view. Default `false`. */
  basic?: boolean
  /** RPC URLs replacing a network's defaults, by CAIP-2 id: `{ 'eip155:1': ['https://…'] }`. */
  customRpcUrls?: Readonly<Record<CaipNetworkId, readonly string[]>>
  /** Network images by chain id or CAIP-2 id (`http(s):` or `data:image/` URLs). */
  chainImages?: Readonly<Record<string | number, string>>
  /** Your terms of service (`http(s):`), linked from the Connect view's legal text or checkbox. */
  termsConditionsUrl?: string
  /** Your privacy policy (`http(s):`), linked from the Connect view's legal text or checkbox. */
  privacyPolicyUrl?: string
  /**
   * Log the secure frame channel's messages (what was asked and answered, never the values: no
   * email, code or signature) through Latch's logger, which then prints from `info` up. Default
   * `false`: nothing is logged.
   */
  enableAuthLogger?: boolean
  /**
   * The "New to wallets?" guide on the Connect view, opening "What is a Wallet?" (default `true`).
   */
  enableWalletGuide?: boolean
  /**
   * The account type each namespace prefers, e.g. `{ eip155: 'eoa' }`. Absent ones
   * take the defaults: eip155 `smartAccount`, solana `eoa`, bip122 `payment`.
   */
  defaultAccountTypes?: DefaultAccountTypes
  /**
   * Base URL of the hosted API (wallet registry, project config, allowed origins). Called only when
   * `projectId` is set, on the first `open()`. Default `https://api.web3modal.org`.
   */
  apiUrl?: string
  /**
   * Your `@latch/auth-server` and the project on it (the self-hosted embedded wallet): see
   * {@link AuthOptions}. With it, the Connect view offers email login unless
   * `remoteFeatures.email` is `false` (or a fetched project config turns email off). Without it
   * (and without `authUrl`), there is no email login. Turning it on calls no hosted service: the
   * auth project is its own, never the WalletConnect/hosted-API `projectId`.
   */
  auth?: AuthOptions
  /**
   * Shorthand for `auth: { url: authUrl }` (the auth server's `default` project), e.g.
   * `https://auth.example.org`. Same rules as `auth.url`. Not together with `auth`: `createLatch`
   * throws `InvalidOptionError` 'Invalid option `auth`: not with `authUrl`'.
   */
  authUrl?: string
  /**
   * Tokens the Account view's Tokens tab always lists on a network, by CAIP-2 id: one
   * `{ address, image? }` (AppKit's form) or a list, e.g.
   * `{ 'eip155:1': { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' } }`.
   */
  tokens?: Readonly<Record<CaipNetworkId, TokenOption | readonly TokenOption[]>>
  /**
   * Base URL `ipfs://` NFT metadata and images are read through, e.g. `https://ipfs.io/ipfs/`.
   * Without it, `ipfs://` links are not fetched (Latch calls nothing you did not configure).
   * Must be `https:`; `http:` only to this computer (`localhost`, `127.0.0.0/8`, `[::1]`).
   */
  ipfsGateway?: string
  /** Remote features as set locally; a fetched project config overrides them. */
  remoteFeatures?: Partial<RemoteFeatures>
  /** Sign-in with the wallet (CAIP-122), e.g. `createSIWX()` from `@latch/siwx`. */
  siwx?: SIWXConfig
  /** The legacy EIP-4361 form; applied through `fromSiweConfig`. Not together with `siwx`. */
  siweConfig?: SIWEConfig
  /**
   * The embedded wallet's smart accounts per eip155 network (see {@link SmartAccountsOption}).
   * Checked when the embedded wallet loads: an invalid value is logged and none are used.
   */
  smartAccounts?: SmartAccountsOption
  /** Buy (the on-ramp) settings; see {@link OnrampSettings}. */
  onramp?: OnrampSettings
} & RpcOptions

/**
 * The `auth` option: the self-hosted embedded wallet's server and project.
 * @example
 * createLatch({ networks, adapters, auth: { url: 'https://auth.example.org', projectId: 'shop' } })
 */
export type AuthOptions = {
  /**
   * Base URL of your `@latch/auth-server`, e.g. `https://auth.example.org`; the secure frame is
   * loaded from `{url}/frame`. Must be `https:`; `http:` only to this computer (`localhost`,
   * `127.0.0.0/8`, `[::1]`), else `createLatch` throws `InvalidOptionError`.
   */
  url: string
  /**
   * The project on that server (one of its `LATCH_AUTH_PROJECTS` ids), whose allowed origins must
   * list this page's origin. Default `'default'`. Separate from the top-level `projectId`
   * (WalletConnect's hosted relay and the hosted API), which the embedded wallet never uses. When
   * the server does not know the project, the 'invalid app configuration' alert shows as soon as
   * the embedded wallet loads; when the project does not allow this page's origin, the
   * 'unverified domain' alert.
   */
  projectId?: string
}

/** The `onramp` option: Buy (the on-ramp) settings. */
export type OnrampSettings = {
  /**
   * IANA time zones where no on-ramp provider is offered, e.g. `['Asia/Shanghai', 'Asia/Hong_Kong',
   * 'Asia/Macau']` for mainland China, Hong Kong and Macau (compared without case with the user's
   * `Intl.DateTimeFormat().resolvedOptions().timeZone`). There, the Buy view says buying is not
   * available instead of listing Coinbase or Meld. Empty by default: Latch restricts nowhere
   * unless told. Checked when the Buy view loads: a value that is not an array of strings is
   * logged and restricts nothing.
   */
  restrictedTimezones?: readonly string[]
}

/** Options after validation, with every default filled in. */
export type ResolvedOptions = Omit<
  LatchOptions,
  | 'networks'
  | 'defaultNetwork'
  | 'adapters'
  | 'features'
  | 'themeVariables'
  | 'enableEIP6963'
  | 'enableNetworkSwitch'
  | 'allowUnsupportedChain'
  | 'disableAppend'
  | 'enableEmbedded'
  | 'debug'
  | 'excludeWalletIds'
  | 'includeWalletIds'
  | 'featuredWalletIds'
  | 'customWallets'
  | 'enableWalletConnect'
  | 'enableWallets'
  | 'manualWCControl'
  | 'basic'
  | 'tokens'
  | 'enableWalletGuide'
  | 'defaultAccountTypes'
  | 'enableAuthLogger'
> & {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  adapters: readonly ChainAdapter[]
  features: ResolvedFeatures
  themeVariables: ThemeVariables
  enableEIP6963: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  disableAppend: boolean
  enableEmbedded: boolean
  debug: boolean
  excludeWalletIds: readonly string[]
  includeWalletIds: readonly string[] | undefined
  featuredWalletIds: readonly string[]
  customWallets: readonly WalletEntry[]
  enableWalletConnect: boolean
  enableWallets: boolean
  manualWCControl: boolean
  basic: boolean
  /** The `tokens` option, every network's as a list. */
  tokens: Readonly<Record<CaipNetworkId, readonly TokenOption[]>>
  enableWalletGuide: boolean
  enableAuthLogger: boolean
  /** Every namespace's preferred account type: the option over the defaults. */
  defaultAccountTypes: Required<DefaultAccountTypes>
}
