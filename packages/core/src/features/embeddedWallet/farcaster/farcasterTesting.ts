import { expect, vi } from 'vitest'
import { getClientContext } from '../../../client/clientContext.js'
import type { LatchClientInternal } from '../../../client/types.js'
import { getChainState } from '../../../state/chainStateAccess.js'
import {
  defaultAnswer,
  type FrameAnswer,
  flush,
  frameAddress,
  setUpLoadedAuthClient,
} from '../authFrameTesting.js'
import type { AuthFrameRequest } from '../frameProtocol.js'
import { embeddedWalletFeature } from '../index.js'

// Fixtures of the Farcaster login's unit tests (not shipped: only tests import it).

/** The attempt ids the fake frame's `startFarcaster` answers, one per start, in order. */
export const farcasterAttemptIds = [
  '1c8e5d3f-2a4b-4c6d-9e0f-1a2b3c4d5e6f',
  '2d9f6e4a-3b5c-4d7e-8f1a-2b3c4d5e6f7a',
  '3e0a7f5b-4c6d-4e8f-9a2b-3c4d5e6f7a8b',
]

/** The relay channel URL of the `index`th start (what the QR code holds). */
export const channelUrl = (index: number) =>
  `https://farcaster.xyz/~/siwf?channelToken=token-${index}`

/** The session the frame answers once the Farcaster app completed the sign-in. */
export const farcasterSession = {
  address: frameAddress,
  username: 'latch-test',
  provider: 'farcaster',
}

/**
 * The frame's answers for Farcaster logins: `startFarcaster` → a new attempt and channel each
 * time, `cancelFarcaster` → null, `awaitFarcaster` held until the test answers it; the rest as
 * {@link defaultAnswer} (`init` offering Google and Farcaster).
 */
export function createFarcasterAnswer() {
  let starts = 0
  return (request: AuthFrameRequest): FrameAnswer => {
    if (request.type === 'startFarcaster') {
      const index = starts++
      return {
        result: {
          attemptId: farcasterAttemptIds[index % farcasterAttemptIds.length],
          url: channelUrl(index),
          expiresAt: '2030-01-01T00:10:00.000Z',
        },
      }
    }
    if (request.type === 'cancelFarcaster') return { result: null }
    if (request.type === 'init') {
      const socials = [
        { id: 'google', name: 'Google' },
        { id: 'farcaster', name: 'Farcaster' },
      ]
      return { result: { session: null, socials } }
    }
    return defaultAnswer(request)
  }
}

/**
 * A client with the frame loaded (answering {@link createFarcasterAnswer} unless `answer` says
 * otherwise) and the modal open.
 */
export async function setUpFarcasterClient(
  parameters: { answer?: (request: AuthFrameRequest) => FrameAnswer } = {},
) {
  const set = await setUpLoadedAuthClient({
    answer: parameters.answer ?? createFarcasterAnswer(),
  })
  await set.client.open()
  return {
    ...set,
    /** The EVM account's state, where a Farcaster login writes its URL and user. */
    account: () => getChainState(set.client.stores, 'eip155')?.accountState,
    /** The router's view and data. */
    router: () => set.client.stores.router.getState(),
    /** The requests of `type` the client sent the frame so far, oldest first. */
    sent: (type: AuthFrameRequest['type']) =>
      set.frame.requests().filter((request) => request.type === type),
    /** The frame answers the last waiting `awaitFarcaster` with `answer`, then lets the host settle. */
    async answerFarcaster(answer: NonNullable<FrameAnswer>) {
      const waiting = set.frame.waiting('awaitFarcaster').at(-1)
      if (!waiting) throw new Error('No awaitFarcaster waits')
      set.frame.respond(waiting.id, answer)
      await flush(30)
    },
  }
}

/** What {@link setUpFarcasterClient} gives. */
export type FarcasterClientSetUp = Awaited<ReturnType<typeof setUpFarcasterClient>>

/**
 * Starts a Farcaster login as the Connect view's button does: through the embedded wallet's loaded
 * API (nothing happens before its chunk loaded).
 */
export function startFarcasterLogin(client: LatchClientInternal): void {
  getClientContext(client).features.get(embeddedWalletFeature)?.connectSocial('farcaster')
}

/** Waits until `count` attempts were started and the last one's result is awaited in the frame. */
export async function waitForAwaitFarcaster(set: FarcasterClientSetUp, count = 1): Promise<void> {
  await vi.waitFor(() => {
    expect(set.sent('startFarcaster')).toHaveLength(count)
    expect(set.frame.waiting('awaitFarcaster').at(-1)).toMatchObject({
      attemptId: farcasterAttemptIds[count - 1],
    })
  })
}

/** A {@link setUpFarcasterClient} client whose Farcaster login waits for the Farcaster app. */
export async function setUpWaitingFarcasterLogin(): Promise<FarcasterClientSetUp> {
  const set = await setUpFarcasterClient()
  startFarcasterLogin(set.client)
  await waitForAwaitFarcaster(set)
  return set
}
