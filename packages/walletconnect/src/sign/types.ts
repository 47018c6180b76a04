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
  /** When the session ends, in seconds since the epoch (spec §9: 7 days after approval). */
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
