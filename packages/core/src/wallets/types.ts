/**
 * A wallet the modal can list without it being installed: from the bundled catalogue, the hosted
 * registry or the integrator's `customWallets` (options). Images are untrusted URLs.
 */
export type WalletEntry = {
  /** Stable id (the registry's id for registry wallets; any unique string for custom ones). */
  id: string
  name: string
  /** EIP-6963 reverse-DNS id, to match an installed wallet. */
  rdns?: string | undefined
  homepage?: string | undefined
  imageUrl?: string | undefined
  /**
   * The hosted registry's image id: the image is fetched with the registry's headers and shown
   * as a blob URL, since it cannot be an `<img>` URL.
   */
  imageId?: string | undefined
  /** Deep-link scheme or universal link opening the wallet app on mobile, e.g. `metamask://`. */
  mobileLink?: string | undefined
  /** Deep link opening a desktop app. */
  desktopLink?: string | undefined
  /** A web wallet's URL. */
  webappLink?: string | undefined
  /** Store pages. */
  chromeStore?: string | undefined
  appStore?: string | undefined
  playStore?: string | undefined
  /** Namespaces the wallet supports, e.g. `['eip155', 'solana']`. */
  chains?: readonly string[] | undefined
}

/** The sections of the Connect view, in the default `connectorTypeOrder`. */
export type ConnectorSection =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** Connect methods, ordered by `connectMethodsOrder`. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
