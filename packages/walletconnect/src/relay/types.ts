/** The subset of the WHATWG `WebSocket` the relay client uses (browsers' global, or `ws` in Node). */
export type RelaySocket = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
}

/** A `WebSocket` constructor: `globalThis.WebSocket` or `ws`'s. */
export type RelaySocketConstructor = new (url: string) => RelaySocket

/** One message the relay delivered on a subscribed topic (`irn_subscription` data). */
export type RelayMessage = {
  /** The topic, 64 hex characters. */
  topic: string
  /** The envelope, base64 (WalletConnect crypto envelopes). */
  message: string
  /** When the relay accepted it, ms since the epoch. */
  publishedAt: number
  /** The publisher's tag (WalletConnect RPC method tags, e.g. 1101). */
  tag: number | undefined
}

/** How a message is published: time-to-live in seconds, tag and prompt of the method's table. */
export type RelayPublishOptions = {
  /** Seconds the relay keeps the message for subscribers that are away. */
  ttl: number
  /** The WalletConnect RPC tag, e.g. 1100 for `wc_sessionPropose`. */
  tag: number
  /** Whether a wallet should get a push notification for it. */
  prompt?: boolean | undefined
}

/** Where the relay client logs; `console`-shaped. */
export type RelayLogger = {
  debug(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
}
