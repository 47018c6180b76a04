import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { createRelayMailbox } from './createRelayMailbox.ts'
import type { RelayMessage, RelayPeer } from './types.ts'

function createPeer(clientId: string) {
  const received: { subscriptionId: string; message: RelayMessage }[] = []
  const peer: RelayPeer = {
    clientId,
    deliver: (subscriptionId, message) => received.push({ subscriptionId, message }),
  }
  return { peer, received, texts: () => received.map(({ message }) => message.message) }
}

test('delivers to other subscribers, never back to the publishing client', () => {
  const mailbox = createRelayMailbox()
  const dapp = createPeer('did:key:dapp')
  const dappSecondSocket = createPeer('did:key:dapp')
  const wallet = createPeer('did:key:wallet')
  for (const { peer } of [dapp, dappSecondSocket, wallet]) mailbox.subscribe(peer, 'topic')

  mailbox.publish(dapp.peer, { topic: 'topic', message: 'hello', ttl: 300, tag: 1108 })

  expect(wallet.received).toEqual([
    {
      subscriptionId: createHash('sha256').update('topicdid:key:wallet').digest('hex'),
      message: expect.objectContaining({ topic: 'topic', message: 'hello', tag: 1108 }),
    },
  ])
  expect(dapp.received).toEqual([])
  expect(dappSecondSocket.received).toEqual([])
})

test('keeps messages for late subscribers until their TTL ends', () => {
  let time = 1_000_000
  const mailbox = createRelayMailbox({ now: () => time })
  const dapp = createPeer('did:key:dapp')
  mailbox.publish(dapp.peer, { topic: 'topic', message: 'short', ttl: 10 })
  mailbox.publish(dapp.peer, { topic: 'topic', message: 'long', ttl: 300 })

  const early = createPeer('did:key:early')
  mailbox.subscribe(early.peer, 'topic')
  expect(early.texts()).toEqual(['short', 'long'])

  time += 10_000
  const late = createPeer('did:key:late')
  mailbox.subscribe(late.peer, 'topic')
  expect(late.texts()).toEqual(['long'])

  time += 290_000
  mailbox.purge()
  expect(mailbox.fetch(createPeer('did:key:last').peer, ['topic'])).toEqual([])
})

test('does not deliver again what a client acknowledged or fetched', () => {
  const mailbox = createRelayMailbox()
  const dapp = createPeer('did:key:dapp')
  const wallet = createPeer('did:key:wallet')
  mailbox.subscribe(wallet.peer, 'a')
  const first = mailbox.publish(dapp.peer, { topic: 'a', message: 'one', ttl: 300 })
  mailbox.publish(dapp.peer, { topic: 'b', message: 'two', ttl: 300 })
  mailbox.acknowledge(wallet.peer, first)

  const reconnected = createPeer('did:key:wallet')
  mailbox.subscribe(reconnected.peer, 'a')
  expect(reconnected.received).toEqual([])

  expect(mailbox.fetch(reconnected.peer, ['b', 'b']).map(({ message }) => message)).toEqual(['two'])
  expect(mailbox.fetch(reconnected.peer, ['b'])).toEqual([])
  mailbox.subscribe(reconnected.peer, 'b')
  expect(reconnected.received).toEqual([])
})

test('stops delivering after unsubscribe and disconnect', () => {
  const mailbox = createRelayMailbox()
  const dapp = createPeer('did:key:dapp')
  const wallet = createPeer('did:key:wallet')
  mailbox.subscribe(wallet.peer, 'a')
  mailbox.subscribe(wallet.peer, 'b')
  mailbox.unsubscribe(wallet.peer, 'a')
  mailbox.unsubscribe(wallet.peer, 'unknown')
  mailbox.publish(dapp.peer, { topic: 'a', message: 'one', ttl: 300 })
  mailbox.disconnect(wallet.peer)
  mailbox.publish(dapp.peer, { topic: 'b', message: 'two', ttl: 300 })
  expect(wallet.received).toEqual([])
})
