import type { ConnectMethod, ConnectorSection } from '../wallets/types.js'

/** The Account view's wallet features: Buy, Swap, Receive, Send. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Local feature switches. */
export type Features = {
  /** Emit the analytics events to `subscribeEvents` listeners (default `true`); `false` emits none. */
  analytics?: boolean
  /** The "All Wallets" button and view (default `true`). */
  allWallets?: boolean
  /** The Account view's "Send" button (default `true`). */
  send?: boolean
  /** The Account view's "Receive" button (default `true`). */
  receive?: boolean
  /**
   * With email login shown, list the wallets under it (default `true`); `false` shows email plus a
   * "Continue with a wallet" button that opens the wallet list.
   */
  emailShowWallets?: boolean
  /**
   * A checkbox "I agree to the Terms of Service and Privacy Policy" on the Connect view (default
   * `false`); every way to connect is disabled until it is ticked. Links come from
   * `termsConditionsUrl` and `privacyPolicyUrl`.
   */
  legalCheckbox?: boolean
  /**
   * Smart sessions (ERC-7715 permissions; default `false`). Latch has no smart sessions
   * yet: `true` is accepted, changes nothing, and logs once (whatever the log level) that it is
   * ignored.
   */
  smartSessions?: boolean
  /** With email login shown, the wallets wait behind a "Continue with a wallet" button (default `false`). */
  collapseWallets?: boolean
  /**
   * Passkeys for the embedded wallet: "Continue with a passkey" on the Connect view and "Add a
   * passkey" on the Account view, when the auth server and the browser support them (default on
   * with an `authUrl`); `false` hides both.
   */
  passkeys?: boolean
  /**
   * Pay with an exchange account (default `false`). Latch has no pay flow yet:
   * `true` is accepted, changes nothing, and logs once (whatever the log level) that it is ignored.
   */
  pay?: boolean
  /** Order of the Connect view's sections (default: walletConnect, recent, injected, featured, custom, external, recommended). */
  connectorTypeOrder?: readonly ConnectorSection[]
  /**
   * Order of the Account view's wallet feature buttons (default: onramp, swaps, receive,
   * send); a feature left out of the list is not shown.
   */
  walletFeaturesOrder?: readonly WalletFeature[]
  /** Order of connect methods; default email, social, wallet (wallet first when wallets are installed). */
  connectMethodsOrder?: readonly ConnectMethod[]
  /**
   * The small "Powered by Latch" line at the foot of the modal, linking to Latch's repository
   * (default `true`). `false` hides it; so does the project config's `reownBranding` remote feature
   * when off (and basic mode).
   */
  branding?: boolean
}

/**
 * Features after defaults: every switch set; `connectMethodsOrder` only when the integrator set it,
 * `passkeys` and `branding` as the integrator set them (unset means on).
 */
export type ResolvedFeatures = Required<
  Omit<Features, 'connectMethodsOrder' | 'passkeys' | 'branding'>
> &
  Pick<Features, 'connectMethodsOrder' | 'passkeys' | 'branding'>
