import type { CaipNetworkId } from '../../caip/types.js'

/**
 * The fields of a CAIP-122 sign-in message (https://chainagnostic.org/CAIPs/caip-122), the
 * chain-agnostic form of EIP-4361 (https://eips.ethereum.org/EIPS/eip-4361). How they are written
 * out as the text a wallet signs is up to the namespace (EIP-4361 for `eip155`).
 *
 * Timestamps are RFC 3339 date-times, e.g. `2021-09-30T16:25:24Z`; the signed text shows them as
 * written here.
 */
export type SIWXMessageData = {
  /** The bare address signing in, e.g. `0xf39F…2266` (not a CAIP-10 id). */
  accountAddress: string
  /** The CAIP-2 network the sign-in is bound to, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /** The RFC 3986 authority asking for the sign-in, e.g. `service.org` or `localhost:5173`. */
  domain: string
  /** The RFC 3986 URI that is the subject of the sign-in, e.g. `https://service.org/login`. */
  uri: string
  /** The message format's version: `1`. */
  version: '1'
  /** Replay protection: at least 8 alphanumeric characters, chosen by the relying party. */
  nonce: string
  /** When the message was made (RFC 3339). */
  issuedAt: string
  /** When the sign-in stops being valid (RFC 3339). */
  expirationTime?: string | undefined
  /** When the sign-in starts being valid (RFC 3339). */
  notBefore?: string | undefined
  /** A one-line human-readable assertion the user signs; no line breaks. */
  statement?: string | undefined
  /** An identifier of the sign-in request, chosen by the relying party. */
  requestId?: string | undefined
  /** RFC 3986 URIs the user wishes to have resolved as part of the sign-in. */
  resources?: readonly string[] | undefined
}

/** A sign-in message: its fields and the exact text the wallet signs (`toString()`). */
export type SIWXMessage = SIWXMessageData & {
  /** @returns The text to sign, e.g. an EIP-4361 message for `eip155`. */
  toString(): string
}

/** A signed sign-in ("Session (sign-in with wallet)"). */
export type SIWXSession = {
  /** The fields of the signed message. */
  data: SIWXMessageData
  /** The exact text that was signed. */
  message: string
  /** The signature of `message`: `0x…` hex for `eip155`, the namespace's encoding otherwise. */
  signature: string
  /** A CAIP-74 CACAO, when the wallet returned one (WalletConnect one-click auth). */
  cacao?: unknown
}

/**
 * The `siwx` option: how Latch asks for, checks and remembers
 * sign-ins. Mirrors Reown AppKit's `SIWXConfig`, so an implementation written for AppKit fits.
 * `@latch/siwx`'s `createSIWX` is the default implementation.
 */
export interface SIWXConfig {
  /**
   * Makes the message for an account to sign.
   * @param input - The bare address and the CAIP-2 network it signs in on.
   */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>
  /**
   * Checks a signed message and keeps it as a session.
   * @throws When the session is invalid; the sign-in flow shows the error and asks again.
   */
  addSession(session: SIWXSession): Promise<void>
  /** Forgets the sessions of one account: a CAIP-2 network and a bare address. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every kept session with `sessions` (e.g. ones restored from a server). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /**
   * The valid sessions of one account; an empty list means the account must sign in.
   * @param chainId - CAIP-2 network, e.g. `eip155:1`.
   * @param address - Bare address.
   */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /**
   * Whether signing in is required: then the sign-in view cannot be closed without a session and
   * cancelling disconnects. Defaults to `false` when absent.
   */
  getRequired?(): boolean
}
