import type { RelaySocketConstructor } from '../relay/types.js'
import type { Cacao, Metadata, SessionNamespaces } from './schemas.js'

/** What a dapp asks for in one namespace (CAIP-25 proposal namespace). */
export type ProposalNamespace = {
  /** CAIP-2 ids, e.g. `['eip155:1']`. */
  chains: readonly string[]
  /** JSON-RPC methods, e.g. `['personal_sign']`. */
  methods: readonly string[]
  /** Events, e.g. `['accountsChanged', 'chainChanged']`. */
  events: readonly string[]
}

/** An approved WalletConnect session. */
export type Session = {
  /** The session topic (sha256 of its symmetric key), 64 hex characters. */
  topic: string
  /** The pairing the session was proposed on. */
  pairingTopic: string
  /** Approved namespaces (CAIP-25), keyed by namespace or CAIP-2 id. */
  namespaces: SessionNamespaces
  /** The wallet's description of itself (untrusted). */
  peer: Metadata
  /** When the session ends, in seconds since the epoch (7 days after approval). */
  expiry: number
}

/** A CACAO a wallet returned from one-click auth, with the exact message it signed. */
export type SignedCacao = {
  cacao: Cacao
  /** The CAIP-122 / EIP-4361 message the signature is over. */
  message: string
}

/** Events of a sign client, by name. */
export type SignClientEventMap = {
  /** The wallet sent an event (`wc_sessionEvent`), e.g. `accountsChanged` or `chainChanged`. */
  session_event: { topic: string; chainId: string; event: { name: string; data: unknown } }
  /** The wallet changed the session's namespaces (`wc_sessionUpdate`). */
  session_update: { session: Session }
  /** The wallet extended the session (`wc_sessionExtend`). */
  session_extend: { session: Session }
  /** The session ended: deleted by the wallet, or expired. */
  session_delete: { topic: string; reason: 'deleted' | 'expired' }
}

/** Minimal JSON storage the client persists into (Latch's safe storage fits). */
export type SignClientStorage = {
  /** @returns the stored value, `undefined` when absent or unreadable. */
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** Where the client logs; `console`-shaped. */
export type SignClientLogger = {
  debug(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
}

/** Parameters of `createSignClient`. */
export type CreateSignClientParameters = {
  /** The relay's WebSocket URL, e.g. `'wss://relay.walletconnect.org'` or `'ws://127.0.0.1:8787'`. */
  relayUrl: string
  /** Project id sent to the relay (hosted relays require one; a self-hosted relay may not). */
  projectId?: string | undefined
  /** The dapp as wallets show it. */
  metadata: Metadata
  /** Where pairings, sessions and the relay-auth key persist. Defaults to memory only. */
  storage?: SignClientStorage | undefined
  /** Storage key prefix. Defaults to `'wc@2:latch'`. */
  storagePrefix?: string | undefined
  /** The WebSocket constructor. Defaults to `globalThis.WebSocket`. */
  WebSocket?: RelaySocketConstructor | undefined
  /** How long opening the relay connection may take, in ms. Defaults to `8_000`. */
  connectTimeout?: number | undefined
  logger?: SignClientLogger | undefined
}

/** Parameters of `connect`. */
export type SignClientConnectParameters = {
  /** What to ask for, per namespace (CAIP-25 optional namespaces). */
  optionalNamespaces: Record<string, ProposalNamespace>
  /** Extra session properties (CAIP-25). */
  sessionProperties?: Record<string, string> | undefined
}

/** Parameters of `authenticate` (CAIP-122 fields; timestamps RFC 3339). */
export type SignClientAuthenticateParameters = {
  /** CAIP-2 ids to sign in on, the first being the one the message names. */
  chains: readonly string[]
  domain: string
  /** The URI the signature is for (CACAO `aud`). */
  uri: string
  nonce: string
  statement?: string | undefined
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  /** Methods the session may use afterwards, granted through a ReCap (ERC-5573). */
  methods: readonly string[]
  /** The proposal sent alongside for wallets without one-click auth. */
  optionalNamespaces: Record<string, ProposalNamespace>
}

/** What `connect` and `authenticate` return: the URI to show, and the wallet's answer. */
export type SignClientPairing<approval> = {
  /** The pairing URI (EIP-1328), for the QR code or a deep link. */
  uri: string
  /** When the URI expires, in seconds since the epoch. */
  expiryTimestamp: number
  /** Resolves once the wallet approved; rejects with its error or on expiry. */
  approval: Promise<approval>
}
