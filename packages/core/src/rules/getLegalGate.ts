import type { ResolvedOptions } from '../options/types.js'

/** What the terms and privacy links ask of the user (see {@link getLegalGate}). */
export type LegalGate = {
  /**
   * `checkbox`: "I agree to the Terms of Service and Privacy Policy", to tick before connecting;
   * `footer`: "By connecting your wallet, you agree to our Terms of Service and Privacy Policy";
   * `none`: no terms or privacy URL.
   */
  legal: 'checkbox' | 'footer' | 'none'
  /** Every way to connect waits: the checkbox is shown and not ticked. */
  blocked: boolean
}

/**
 * The legal gate (`termsConditionsUrl`, `privacyPolicyUrl`, `features.legalCheckbox`):
 * with a terms or privacy URL, a checkbox when `features.legalCheckbox` is on, else a footer. While
 * the checkbox is not ticked every way to connect waits: the wallet rows, "All Wallets", email
 * login, and the WalletConnect QR code, "Copy link" and deep links. Views show it and every action
 * that connects consults it, so no path connects unticked. Without a URL there is nothing to
 * agree to: no gate.
 *
 * @param parameters.legalAccepted - Whether the checkbox is ticked (the modal store's
 *   `legalAccepted`).
 * @example
 * getLegalGate({ options: client.options, legalAccepted: false })
 * // { legal: 'checkbox', blocked: true } with a terms URL and `features.legalCheckbox`
 */
export function getLegalGate(parameters: {
  options: Pick<ResolvedOptions, 'termsConditionsUrl' | 'privacyPolicyUrl' | 'features'>
  legalAccepted: boolean
}): LegalGate {
  const { options, legalAccepted } = parameters
  const hasLegalUrl = Boolean(options.termsConditionsUrl || options.privacyPolicyUrl)
  const legal = !hasLegalUrl ? 'none' : options.features.legalCheckbox ? 'checkbox' : 'footer'
  return { legal, blocked: legal === 'checkbox' && !legalAccepted }
}
