import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetwork } from '../networks/types.js'

/** The host app's identity, shown to wallets (spec §3 Options.metadata). */
export type Metadata = {
  name: string
  description: string
  /** The app's origin, e.g. `https://example.org`. */
  url: string
  /** `http(s):` URLs of the app's icons. */
  icons: readonly string[]
}

/** Light or dark colours (spec §2 Theme). */
export type ThemeMode = 'light' | 'dark'

/**
 * Theme variables (spec §2), applied as CSS custom properties on the modal's shadow host.
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

/** Local feature switches (spec §9 feature defaults). */
export type Features = {
  analytics?: boolean
  allWallets?: boolean
  send?: boolean
  receive?: boolean
  emailShowWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  pay?: boolean
}

/** What an integrator passes to `createLatch` (spec §3 Options). */
export type LatchOptions = {
  /** Project id for hosted services (spec §5). Optional: without it Latch runs fully locally. */
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
  /** Let users switch networks; also needed for the UnsupportedChain view (default `true`). */
  enableNetworkSwitch?: boolean
  /** Let a wallet stay on a network not in `networks` without being asked to switch (default `false`). */
  allowUnsupportedChain?: boolean
  /** Do not append the modal to `document.body`; render `<LatchModal/>` yourself (default `false`). */
  disableAppend?: boolean
  /** Render the modal inline where `<LatchModal/>` is placed (default `false`). */
  enableEmbedded?: boolean
  /** Show short error messages in an alert toast and log at debug level (default `false`). */
  debug?: boolean
  /** Where connection state is kept between page loads; defaults to `localStorage` when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** Options after validation, with every default of spec §9 filled in. */
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
> & {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  adapters: readonly ChainAdapter[]
  features: Required<Features>
  themeVariables: ThemeVariables
  enableEIP6963: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  disableAppend: boolean
  enableEmbedded: boolean
  debug: boolean
}
