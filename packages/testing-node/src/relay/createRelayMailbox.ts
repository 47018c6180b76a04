import { createHash } from 'node:crypto'
import type { RelayMessage, RelayPeer, RelayPublishParameters } from './types.ts'

export type CreateRelayMailboxParameters = {
  /** The clock, in Unix milliseconds. Defaults to `Date.now`. */
  now?: () => number
}

export type RelayMailbox = {
  /**
   * Subscribes `peer` to `topic` and delivers the topic's stored messages it has not received.
   * @returns The subscription ID: hex SHA-256 of `topic + clientId`, the ID the WalletConnect SDK
   * computes for itself.
   */
  subscribe(peer: RelayPeer, topic: string): string
  /** Ends `peer`'s subscription to `topic`; unknown topics are ignored. */
  unsubscribe(peer: RelayPeer, topic: string): void
  /**
   * Stores a message for its TTL and delivers it to every subscriber of the topic except the
   * publisher's connections.
   */
  publish(peer: RelayPeer, parameters: RelayPublishParameters): RelayMessage
  /**
   * The live messages of `topics` that `peer` has not received, oldest first; they count as
   * received from then on.
   */
  fetch(peer: RelayPeer, topics: readonly string[]): RelayMessage[]
  /** Records that `peer` received `message`, so it is not delivered to that client again. */
  acknowledge(peer: RelayPeer, message: RelayMessage): void
  /** Drops all of `peer`'s subscriptions (its socket closed). */
  disconnect(peer: RelayPeer): void
  /** Deletes expired messages. */
  purge(): void
}

/**
 * Creates the topic store of the relay fixture: messages per topic with their TTL, subscriptions
 * per topic, and delivery bookkeeping per client ID. It implements the relay's mailbox semantics
 * (https://specs.walletconnect.com/2.0/specs/servers/relay/relay-server-rpc): a message is
 * delivered to everyone subscribed to its topic except its publisher, and stays available to
 * later subscribers until its TTL ends.
 *
 * @param parameters - {@link CreateRelayMailboxParameters}
 * @returns The mailbox ({@link RelayMailbox}).
 *
 * @example
 * const mailbox = createRelayMailbox()
 * mailbox.publish(dapp, { topic, message, ttl: 300, tag: 1100 })
 * mailbox.subscribe(wallet, topic) // wallet.deliver(subscriptionId, message) is called
 */
export function createRelayMailbox(parameters: CreateRelayMailboxParameters = {}): RelayMailbox {
  const { now = Date.now } = parameters
  const messagesByTopic = new Map<string, RelayMessage[]>()
  const subscribersByTopic = new Map<string, Map<RelayPeer, string>>()
  let lastMessageId = 0

  function undelivered(peer: RelayPeer, topic: string): RelayMessage[] {
    const time = now()
    return (messagesByTopic.get(topic) ?? []).filter(
      (message) =>
        message.expiresAt > time &&
        message.publisherId !== peer.clientId &&
        !message.receivedBy.has(peer.clientId),
    )
  }

  function unsubscribe(peer: RelayPeer, topic: string) {
    const subscribers = subscribersByTopic.get(topic)
    subscribers?.delete(peer)
    if (subscribers?.size === 0) subscribersByTopic.delete(topic)
  }

  return {
    subscribe(peer, topic) {
      const subscriptionId = createHash('sha256')
        .update(topic + peer.clientId)
        .digest('hex')
      const subscribers = subscribersByTopic.get(topic) ?? new Map<RelayPeer, string>()
      subscribersByTopic.set(topic, subscribers)
      subscribers.set(peer, subscriptionId)
      for (const message of undelivered(peer, topic)) peer.deliver(subscriptionId, message)
      return subscriptionId
    },

    unsubscribe,

    publish(peer, { topic, message, ttl, tag = 0, prompt = false, attestation }) {
      const publishedAt = now()
      lastMessageId += 1
      const stored: RelayMessage = {
        id: lastMessageId,
        topic,
        message,
        publishedAt,
        expiresAt: publishedAt + ttl * 1_000,
        tag,
        prompt,
        ...(attestation === undefined ? {} : { attestation }),
        publisherId: peer.clientId,
        receivedBy: new Set(),
      }
      const messages = messagesByTopic.get(topic) ?? []
      messagesByTopic.set(topic, messages)
      messages.push(stored)
      for (const [subscriber, subscriptionId] of subscribersByTopic.get(topic) ?? []) {
        if (subscriber.clientId !== peer.clientId) subscriber.deliver(subscriptionId, stored)
      }
      return stored
    },

    fetch(peer, topics) {
      const messages = [...new Set(topics)].flatMap((topic) => undelivered(peer, topic))
      for (const message of messages) message.receivedBy.add(peer.clientId)
      return messages.sort((a, b) => a.publishedAt - b.publishedAt || a.id - b.id)
    },

    acknowledge(peer, message) {
      message.receivedBy.add(peer.clientId)
    },

    disconnect(peer) {
      for (const topic of [...subscribersByTopic.keys()]) unsubscribe(peer, topic)
    },

    purge() {
      const time = now()
      for (const [topic, messages] of messagesByTopic) {
        const live = messages.filter((message) => message.expiresAt > time)
        if (live.length === 0) messagesByTopic.delete(topic)
        else messagesByTopic.set(topic, live)
      }
    },
  }
}
