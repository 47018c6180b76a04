import { expect, test } from 'vitest'
import { createRelayMailbox } from './createRelayMailbox.ts'
import { handleRelayRequest } from './handleRelayRequest.ts'
import type { RelayMessage, RelayPeer } from './types.ts'

function setup() {
  const mailbox = createRelayMailbox()
  const createPeer = (clientId: string) => {
    const received: Pick<RelayMessage, 'topic' | 'message' | 'tag'>[] = []
    const peer: RelayPeer = {
      clientId,
      deliver: (_id, { topic, message, tag }) => received.push({ topic, message, tag }),
    }
    const request = (method: string, params: unknown) =>
      handleRelayRequest(mailbox, peer, method, params)
    return { received, request }
  }
  return { dapp: createPeer('did:key:dapp'), wallet: createPeer('did:key:wallet') }
}

test('subscribes, publishes and unsubscribes, one topic or a batch', () => {
  const { dapp, wallet } = setup()
  const [a, b] = wallet.request('irn_batchSubscribe', { topics: ['a', 'b'] }) as string[]
  expect(a).toMatch(/^[0-9a-f]{64}$/)
  expect(wallet.request('irn_subscribe', { topic: 'a' })).toBe(a)
  expect(b).not.toBe(a)

  const publish = { topic: 'a', message: 'one', ttl: 300, tag: 1108, prompt: true }
  expect(dapp.request('irn_publish', { ...publish, correlationId: 1 })).toBe(true)
  expect(wallet.received).toEqual([{ topic: 'a', message: 'one', tag: 1108 }])

  expect(wallet.request('irn_unsubscribe', { topic: 'a', id: a })).toBe(true)
  expect(wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: 'b', id: b }] })).toBe(
    true,
  )
  const messages = [
    { topic: 'a', message: 'two', ttl: 300 },
    { topic: 'b', message: 'three', ttl: 300 },
  ]
  expect(dapp.request('irn_batchPublish', { messages })).toBe(true)
  expect(wallet.received).toHaveLength(1)
})

test('fetches stored messages once', () => {
  const { dapp, wallet } = setup()
  dapp.request('irn_publish', { topic: 'a', message: 'one', ttl: 300, attestation: 'jwt' })
  dapp.request('irn_publish', { topic: 'b', message: 'two', ttl: 300, tag: 1 })
  expect(wallet.request('irn_batchFetchMessages', { topics: ['a', 'b'] })).toEqual({
    messages: [
      { topic: 'a', message: 'one', publishedAt: expect.any(Number), tag: 0, attestation: 'jwt' },
      { topic: 'b', message: 'two', publishedAt: expect.any(Number), tag: 1 },
    ],
    hasMore: false,
  })
  expect(wallet.request('irn_fetchMessages', { topic: 'a' })).toEqual({
    messages: [],
    hasMore: false,
  })
  expect(wallet.request('irn_batchReceive', { receipts: [{ topic: 'a', message_id: 1 }] })).toBe(
    true,
  )
})

test('wc_proposeSession and wc_approveSession subscribe the sender and publish for it', () => {
  const { dapp, wallet } = setup()
  const proposal = { pairingTopic: 'pairing', sessionProposal: 'proposal', ttl: 300 }
  expect(dapp.request('wc_proposeSession', { ...proposal, correlationId: 9 })).toBe(true)

  wallet.request('irn_subscribe', { topic: 'pairing' })
  expect(wallet.received).toEqual([{ topic: 'pairing', message: 'proposal', tag: 1100 }])

  expect(
    wallet.request('wc_approveSession', {
      pairingTopic: 'pairing',
      sessionTopic: 'session',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    }),
  ).toBe(true)
  expect(dapp.received).toEqual([{ topic: 'pairing', message: 'response', tag: 1101 }])

  dapp.request('irn_subscribe', { topic: 'session' })
  expect(dapp.received).toContainEqual({ topic: 'session', message: 'settle', tag: 1102 })
  dapp.request('irn_publish', { topic: 'session', message: 'settled', ttl: 300, tag: 1103 })
  expect(wallet.received).toContainEqual({ topic: 'session', message: 'settled', tag: 1103 })
})

test.each([
  ['irn_subscribe', null, 'Invalid params: expected an object with `topic`'],
  ['irn_subscribe', { topic: '' }, 'Invalid params: expected `topic` to be a non-empty string'],
  [
    'irn_batchSubscribe',
    { topics: [] },
    'Invalid params: expected `topics` to be a non-empty array',
  ],
  [
    'irn_batchSubscribe',
    { topics: [1] },
    'Invalid params: expected `topics` to be non-empty strings',
  ],
  [
    'irn_publish',
    { topic: 'a', message: 'm', ttl: -1 },
    'Invalid params: expected `ttl` to be a positive number of seconds',
  ],
  [
    'irn_publish',
    { topic: 'a', message: 'm', ttl: 300, tag: '1' },
    'Invalid params: expected `tag` to be a number',
  ],
  [
    'wc_approveSession',
    { pairingTopic: 'p', sessionTopic: 's', sessionProposalResponse: 'r' },
    'Invalid params: expected `sessionSettlementRequest` to be a non-empty string',
  ],
])('%s with %j is invalid', (method, params, message) => {
  const { dapp } = setup()
  expect(() => dapp.request(method, params)).toThrow(
    expect.objectContaining({ code: -32602, message }),
  )
})

test('an unknown method is not found', () => {
  const { dapp } = setup()
  expect(() => dapp.request('toString', {})).toThrow(
    expect.objectContaining({ code: -32601, message: 'Method not found: toString' }),
  )
})
