/**
 * A message published to a topic, kept by the relay fixture until its TTL ends so that
 * subscribers arriving late still receive it.
 */
export type RelayMessage = {
  /** The relay's own sequence number for the message. */
  id: number
  /** The 32-byte topic (hex) it was published to. */
  topic: string
  /** The encrypted envelope (base64), opaque to the relay. */
  message: string
  /** When the relay accepted it, in Unix milliseconds. */
  publishedAt: number
  /** When it stops being delivered, in Unix milliseconds (`publishedAt` + TTL). */
  expiresAt: number
  /** The WalletConnect RPC tag, e.g. `1100` for `wc_sessionPropose` (0 when not given). */
  tag: number
  /** Whether the publisher asked for a push notification (the fixture sends none). */
  prompt: boolean
  /** The Verify attestation JWT, passed through unchecked. */
  attestation?: string
  /** The client ID of the publisher, who never gets its own message back. */
  publisherId: string
  /** Client IDs that acknowledged or fetched the message, so it is not delivered to them again. */
  receivedBy: Set<string>
}

/** What a client sends to have a message published (`irn_publish` params). */
export type RelayPublishParameters = {
  topic: string
  message: string
  /** Time to live, in seconds. */
  ttl: number
  tag?: number
  prompt?: boolean
  attestation?: string
}

/**
 * One WebSocket connection of a client, as the mailbox sees it. Several connections may share a
 * `clientId` (a client reconnecting).
 */
export type RelayPeer = {
  /** The `iss` of the client's relay auth JWT (`did:key:…`), or a per-connection stand-in. */
  readonly clientId: string
  /** Sends `message` to this connection as an `irn_subscription` for `subscriptionId`. */
  deliver(subscriptionId: string, message: RelayMessage): void
}
