import { WalletConnectError } from './WalletConnectError.js'

/**
 * The relay could not be reached: the WebSocket failed to open, closed before opening, or did not
 * open within the connect timeout. Message: 'Could not reach the WalletConnect relay'.
 */
export class RelayUnreachableError extends WalletConnectError {
  override name = 'RelayUnreachableError'
  /** The relay URL, without its query (no auth token). */
  readonly relayUrl: string
  constructor(relayUrl: string, details: string, cause?: unknown) {
    super('Could not reach the WalletConnect relay', { details: `${relayUrl}: ${details}`, cause })
    this.relayUrl = relayUrl
  }
}

/**
 * The relay answered a request with a JSON-RPC error, or did not answer in time.
 * Message: 'The WalletConnect relay refused <method>' / 'The WalletConnect relay did not answer <method>'.
 */
export class RelayRequestError extends WalletConnectError {
  override name = 'RelayRequestError'
  /** The relay's JSON-RPC error code; `undefined` on a timeout or a lost connection. */
  readonly code: number | undefined
  constructor(shortMessage: string, parameters: { code?: number | undefined; details: string }) {
    super(shortMessage, { details: parameters.details })
    this.code = parameters.code
  }
}

/**
 * The wallet answered a request with a JSON-RPC error. `code` and `message` are the wallet's, e.g.
 * 5000 'User rejected.' for a declined proposal (CAIP-25 / WalletConnect error codes) or EIP-1193
 * 4001 'User rejected the request.' for a declined request. The error's `message` is the wallet's.
 */
export class WalletRpcError extends WalletConnectError {
  override name = 'WalletRpcError'
  /** The wallet's JSON-RPC error code. */
  readonly code: number
  /** The wallet's `data`, if it sent one. */
  readonly data: unknown
  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message)
    this.code = error.code
    this.data = error.data
  }
}

/** A proposal, authentication or request got no answer before its expiry. Message: '<what> expired'. */
export class WalletConnectExpiredError extends WalletConnectError {
  override name = 'WalletConnectExpiredError'
  constructor(what: 'Proposal' | 'Request' | 'Authentication', details: string) {
    super(`${what} expired`, { details })
  }
}

/** There is no session with the given topic (never was, ended or expired). Message: 'No WalletConnect session'. */
export class SessionNotFoundError extends WalletConnectError {
  override name = 'SessionNotFoundError'
  constructor(topic: string) {
    super('No WalletConnect session', { details: `No session with topic ${topic}.` })
  }
}

/**
 * A request names a chain or method the session did not approve. Message: 'Not approved by the
 * WalletConnect session'.
 */
export class NotApprovedError extends WalletConnectError {
  override name = 'NotApprovedError'
  constructor(details: string) {
    super('Not approved by the WalletConnect session', { details })
  }
}

/**
 * The wallet sent something that breaks the protocol (a settlement that does not match the
 * proposal, CACAOs without accounts…). Message: 'The wallet broke the WalletConnect protocol'.
 */
export class ProtocolError extends WalletConnectError {
  override name = 'ProtocolError'
  constructor(details: string) {
    super('The wallet broke the WalletConnect protocol', { details })
  }
}

/** The client was closed while an operation waited. Message: 'WalletConnect client closed'. */
export class ClientClosedError extends WalletConnectError {
  override name = 'ClientClosedError'
  constructor() {
    super('WalletConnect client closed')
  }
}
