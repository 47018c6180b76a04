import type { ResolvedOptions } from '../options/types.js'
import { getLegalGate, type LegalGate } from './getLegalGate.js'

/** What the Connect view shows besides email login (options and `features`). */
export type ConnectLayout = {
  /**
   * The wallet options: `list` as rows, `collapsed` behind a "Continue with a wallet" button that
   * opens them, `none` at all (no rows, no WalletConnect, no All Wallets).
   */
  wallets: 'list' | 'collapsed' | 'none'
  /** The "All Wallets" button. */
  allWallets: boolean
  /** The legal text (`getLegalGate`): `checkbox`, `footer` or `none`. */
  legal: LegalGate['legal']
  /** The "New to wallets?" guide, leading to "What is a Wallet?" and from there to All Wallets. */
  walletGuide: boolean
  /** Every way to connect is disabled: the terms checkbox is shown and not ticked. */
  connectBlocked: boolean
}

/** Parameters of {@link getConnectLayout}. */
export type GetConnectLayoutParameters = {
  options: Pick<
    ResolvedOptions,
    'enableWallets' | 'enableWalletGuide' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'features'
  >
  /** Whether email login is shown on the Connect view (`isEmailLoginEnabled`). */
  emailShown: boolean
  /** Whether the user ticked the terms checkbox. */
  legalAccepted: boolean
}

/**
 * The Connect view's layout from the options: `enableWallets: false` shows no wallet
 * at all; with email login shown, `features.collapseWallets` or `features.emailShowWallets: false`
 * put the wallets behind "Continue with a wallet" (as AppKit); "All Wallets" needs wallets and
 * `features.allWallets`; the legal text (`getLegalGate`) needs `termsConditionsUrl` or
 * `privacyPolicyUrl` — as a checkbox gating every way to connect with `features.legalCheckbox`,
 * else as a footer (the checkbox without either URL is ignored, with a warning from
 * `createLatchClient`); the wallet guide needs `enableWalletGuide` and All Wallets (where its
 * "Get a Wallet" leads).
 *
 * @example
 * getConnectLayout({ options: client.options, emailShown: true, legalAccepted: false })
 * // { wallets: 'list', allWallets: true, legal: 'none', walletGuide: true, connectBlocked: false }
 */
export function getConnectLayout(parameters: GetConnectLayoutParameters): ConnectLayout {
  const { options, emailShown, legalAccepted } = parameters
  const { features } = options
  const wallets = !options.enableWallets
    ? 'none'
    : emailShown && (features.collapseWallets || !features.emailShowWallets)
      ? 'collapsed'
      : 'list'
  const { legal, blocked } = getLegalGate({ options, legalAccepted })
  return {
    wallets,
    allWallets: options.enableWallets && features.allWallets,
    legal,
    walletGuide: options.enableWalletGuide && options.enableWallets && features.allWallets,
    connectBlocked: blocked,
  }
}
