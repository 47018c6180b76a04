import type { RelayMailbox } from './createRelayMailbox.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import type { RelayMessage, RelayPeer, RelayPublishParameters } from './types.ts'

type RelayMethodHandler = (mailbox: RelayMailbox, peer: RelayPeer, params: unknown) => unknown

/** TTL and tags the hosted relay applies to the session messages it publishes itself. */
const sessionTtl = 300
const tags = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 }

const handlers: Record<string, RelayMethodHandler> = {
  irn_subscribe: (mailbox, peer, params) => mailbox.subscribe(peer, readString(params, 'topic')),

  irn_batchSubscribe: (mailbox, peer, params) =>
    readStrings(params, 'topics').map((topic) => mailbox.subscribe(peer, topic)),

  irn_unsubscribe: (mailbox, peer, params) => {
    mailbox.unsubscribe(peer, readString(params, 'topic'))
    return true
  },

  irn_batchUnsubscribe: (mailbox, peer, params) => {
    const subscriptions = readArray(params, 'subscriptions')
    const topics = subscriptions.map((subscription) => readString(subscription, 'topic'))
    for (const topic of topics) mailbox.unsubscribe(peer, topic)
    return true
  },

  irn_publish: (mailbox, peer, params) => {
    mailbox.publish(peer, readPublish(params))
    return true
  },

  irn_batchPublish: (mailbox, peer, params) => {
    const messages = readArray(params, 'messages').map(readPublish)
    for (const message of messages) mailbox.publish(peer, message)
    return true
  },

  irn_fetchMessages: (mailbox, peer, params) =>
    fetchResponse(mailbox.fetch(peer, [readString(params, 'topic')])),

  irn_batchFetchMessages: (mailbox, peer, params) =>
    fetchResponse(mailbox.fetch(peer, readStrings(params, 'topics'))),

  // Fetched messages already count as received.
  irn_batchReceive: (_mailbox, _peer, params) => {
    readArray(params, 'receipts')
    return true
  },

  wc_proposeSession: (mailbox, peer, params) => {
    const topic = readString(params, 'pairingTopic')
    const message = readString(params, 'sessionProposal')
    const attestation = readOptional(params, 'attestation', 'string')
    mailbox.subscribe(peer, topic)
    mailbox.publish(peer, {
      topic,
      message,
      ttl: sessionTtl,
      tag: tags.sessionPropose,
      prompt: true,
      ...(attestation === undefined ? {} : { attestation }),
    })
    return true
  },

  wc_approveSession: (mailbox, peer, params) => {
    const pairingTopic = readString(params, 'pairingTopic')
    const sessionTopic = readString(params, 'sessionTopic')
    const response = readString(params, 'sessionProposalResponse')
    const settlement = readString(params, 'sessionSettlementRequest')
    mailbox.subscribe(peer, sessionTopic)
    mailbox.publish(peer, {
      topic: pairingTopic,
      message: response,
      ttl: sessionTtl,
      tag: tags.sessionProposeResponse,
    })
    mailbox.publish(peer, {
      topic: sessionTopic,
      message: settlement,
      ttl: sessionTtl,
      tag: tags.sessionSettle,
    })
    return true
  },
}

/**
 * Answers one request a client sent to the relay fixture, per the WalletConnect relay RPC
 * (https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc) as
 * `@walletconnect/core` 2.x uses it:
 *
 * - `irn_subscribe` `{ topic }` → subscription ID; `irn_batchSubscribe` `{ topics }` → IDs.
 *   Stored messages the client has not received follow as `irn_subscription` requests.
 * - `irn_unsubscribe` `{ topic, id }`, `irn_batchUnsubscribe` `{ subscriptions }` → `true`.
 * - `irn_publish` `{ topic, message, ttl, tag?, prompt?, attestation? }`, `irn_batchPublish`
 *   `{ messages }` → `true`; `ttl` is in seconds.
 * - `irn_fetchMessages` `{ topic }`, `irn_batchFetchMessages` `{ topics }` →
 *   `{ messages: [{ topic, message, publishedAt, tag, attestation? }], hasMore: false }`.
 * - `irn_batchReceive` `{ receipts }` → `true`.
 * - `wc_proposeSession` `{ pairingTopic, sessionProposal, attestation? }` → `true`: subscribes
 *   the proposer to the pairing topic (the SDK creates it with `skipSubscribe`) and publishes the
 *   proposal there (tag 1100, TTL 300 s).
 * - `wc_approveSession` `{ pairingTopic, sessionTopic, sessionProposalResponse,
 *   sessionSettlementRequest }` → `true`: subscribes the wallet to the session topic, publishes
 *   the response on the pairing topic (1101) and the settlement on the session topic (1102),
 *   TTL 300 s.
 *
 * Extra params (analytics such as `correlationId`) are ignored.
 *
 * @param mailbox - The relay's topic store.
 * @param peer - The connection the request came from.
 * @param method - The JSON-RPC method.
 * @param params - The request's params, unvalidated.
 * @returns The JSON-RPC `result`.
 * @throws {RelayRpcError} `-32601` 'Method not found: <method>'; `-32602`
 * 'Invalid params: expected `<field>` to be …' for malformed params.
 */
export function handleRelayRequest(
  mailbox: RelayMailbox,
  peer: RelayPeer,
  method: string,
  params: unknown,
): unknown {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler) throw RelayRpcError.methodNotFound(method)
  return handler(mailbox, peer, params)
}

function fetchResponse(messages: RelayMessage[]) {
  return {
    messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
      topic,
      message,
      publishedAt,
      tag,
      ...(attestation === undefined ? {} : { attestation }),
    })),
    hasMore: false,
  }
}

function readPublish(params: unknown): RelayPublishParameters {
  const ttl = readField(params, 'ttl')
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) {
    throw RelayRpcError.invalidParams('expected `ttl` to be a positive number of seconds')
  }
  const tag = readOptional(params, 'tag', 'number')
  const prompt = readOptional(params, 'prompt', 'boolean')
  const attestation = readOptional(params, 'attestation', 'string')
  return {
    topic: readString(params, 'topic'),
    message: readString(params, 'message'),
    ttl,
    ...(tag === undefined ? {} : { tag }),
    ...(prompt === undefined ? {} : { prompt }),
    ...(attestation === undefined ? {} : { attestation }),
  }
}

function readField(params: unknown, key: string): unknown {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw RelayRpcError.invalidParams(`expected an object with \`${key}\``)
  }
  return (params as Record<string, unknown>)[key]
}

function readString(params: unknown, key: string): string {
  const value = readField(params, key)
  if (typeof value !== 'string' || value === '') {
    throw RelayRpcError.invalidParams(`expected \`${key}\` to be a non-empty string`)
  }
  return value
}

function readArray(params: unknown, key: string): unknown[] {
  const value = readField(params, key)
  if (!Array.isArray(value) || value.length === 0) {
    throw RelayRpcError.invalidParams(`expected \`${key}\` to be a non-empty array`)
  }
  return value
}

function readStrings(params: unknown, key: string): string[] {
  const values = readArray(params, key)
  if (!values.every((value) => typeof value === 'string' && value !== '')) {
    throw RelayRpcError.invalidParams(`expected \`${key}\` to be non-empty strings`)
  }
  return values as string[]
}

/** An optional field of `type`; absent and `null` both read as `undefined`. */
function readOptional<type extends 'string' | 'number' | 'boolean'>(
  params: unknown,
  key: string,
  type: type,
): (type extends 'string' ? string : type extends 'number' ? number : boolean) | undefined {
  const value = readField(params, key)
  if (value === undefined || value === null) return undefined
  if (typeof value !== type)
    throw RelayRpcError.invalidParams(`expected \`${key}\` to be a ${type}`)
  return value as never
}
