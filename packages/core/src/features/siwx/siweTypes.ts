/** A legacy SIWE session: who is signed in, on which EIP-155 chain. */
export type SIWESession = { address: string; chainId: number }

/** What a legacy `siweConfig.createMessage` is given: EIP-4361 fields, timestamps RFC 3339. */
export type SIWECreateMessageArgs = {
  /** EIP-155 chain id, e.g. `1`. */
  chainId: number
  domain: string
  nonce: string
  uri: string
  /** The bare `0x…` address. */
  address: string
  version: '1'
  /** Not before (RFC 3339). */
  nbf?: string | undefined
  /** Expiration time (RFC 3339). */
  exp?: string | undefined
  /** Issued at (RFC 3339). */
  iat?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** What a legacy `siweConfig.getMessageParams` returns: the app's part of the message. */
export type SIWEMessageArgs = Omit<
  SIWECreateMessageArgs,
  'address' | 'chainId' | 'nonce' | 'version'
> & {
  /** EIP-155 chain ids the app signs in on (AppKit's field; not used here). */
  chains?: number[] | undefined
  /** Methods for WalletConnect one-click auth (AppKit's field; not used here). */
  methods?: string[] | undefined
}

/** What a legacy `siweConfig.verifyMessage` is given. */
export type SIWEVerifyMessageArgs = {
  message: string
  signature: string
  /** A CAIP-74 CACAO, when the wallet returned one. */
  cacao?: unknown
}

/**
 * The legacy `siweConfig` option of Reown AppKit / Web3Modal (`@reown/appkit-siwe`): the app's
 * server issues nonces, verifies messages and keeps one session. Adapt it with `fromSiweConfig`.
 */
export type SIWEConfig = {
  /** A fresh nonce for `address` (at least 8 alphanumeric characters), usually from the server. */
  getNonce(address?: string): Promise<string>
  /** Writes the EIP-4361 text to sign. */
  createMessage(args: SIWECreateMessageArgs): string
  /** Whether the server accepts the signed message (it then starts its session). */
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>
  /** The server's current session, or `null`. */
  getSession(): Promise<SIWESession | null>
  /** Ends the server's session. */
  signOut(): Promise<boolean>
  /** The app's part of the message. Defaults to the page's host and origin as domain and URI. */
  getMessageParams?(): Promise<SIWEMessageArgs>
  /** Called after a sign-in was verified. */
  onSignIn?(session?: SIWESession): void
  /** Called after signing out. */
  onSignOut?(): void
  /** Whether signing in is required. Defaults to `true`, as in AppKit. */
  required?: boolean | undefined
}
