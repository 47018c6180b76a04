import { expect, vi } from 'vitest'
import { getClientContext } from '../../../client/clientContext.js'
import type { LatchClientInternal } from '../../../client/types.js'
import { getChainState } from '../../../state/chainStateAccess.js'
import {
  defaultAnswer,
  type FrameAnswer,
  flush,
  setUpLoadedAuthClient,
} from '../authFrameTesting.js'
import type { AuthFrameRequest } from '../frameProtocol.js'
import { embeddedWalletFeature } from '../index.js'

// Fixtures of the social login's unit tests (not shipped: only tests import it).

/** The attempt id the fake frame's `startSocial` answers. */
export const attemptId = '0b7c4d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f'

/** The auth server URL the fake frame's `startSocial` answers for `provider`. */
export const authorizeUrl = (provider: string) =>
  `https://auth.example/v1/social/${provider}/authorize?attempt=${attemptId}`

/** A login popup as `window.open` gives it: `closed`, `close()`, `location.href`. */
export function createFakePopup() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { href: 'about:blank' },
  }
  return popup
}

/**
 * The frame's answers for social logins: `startSocial` → the attempt, `cancelSocial` and
 * `completeSocial` → null,
 * `awaitSocial` held until the test answers it; the rest as {@link defaultAnswer}.
 */
export function socialAnswer(request: AuthFrameRequest): FrameAnswer {
  if (request.type === 'startSocial') {
    return { result: { attemptId, url: authorizeUrl(request.provider) } }
  }
  if (request.type === 'cancelSocial' || request.type === 'completeSocial') return { result: null }
  if (request.type === 'init') {
    return {
      result: {
        session: null,
        socials: [
          { id: 'google', name: 'Google' },
          { id: 'github', name: 'GitHub' },
          { id: 'acme', name: 'Acme' },
        ],
      },
    }
  }
  return defaultAnswer(request)
}

/**
 * A client with the frame loaded (answering {@link socialAnswer} unless `answer` says otherwise),
 * the modal open, and `window.open` giving a fake popup (`null` with `popup: null`).
 */
export async function setUpSocialClient(
  parameters: {
    answer?: (request: AuthFrameRequest) => FrameAnswer
    popup?: ReturnType<typeof createFakePopup> | null
  } = {},
) {
  const set = await setUpLoadedAuthClient({ answer: parameters.answer ?? socialAnswer })
  const popup = parameters.popup === undefined ? createFakePopup() : parameters.popup
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  await set.client.open()
  return {
    ...set,
    popup,
    open,
    /** The EVM account's state, where a social login writes its provider, popup and user. */
    account: () => getChainState(set.client.stores, 'eip155')?.accountState,
    /** The requests of `type` the client sent the frame so far, oldest first. */
    sent: (type: AuthFrameRequest['type']) =>
      set.frame.requests().filter((request) => request.type === type),
    /** The frame answers the waiting `awaitSocial` with `answer`, then lets the host settle. */
    async answerSocial(answer: NonNullable<FrameAnswer>) {
      const [waiting] = set.frame.waiting('awaitSocial')
      if (!waiting) throw new Error('No awaitSocial waits')
      set.frame.respond(waiting.id, answer)
      await flush(30)
    },
  }
}

/**
 * Starts a social login as the Connect view's button does: through the embedded wallet's loaded
 * API (nothing happens before its chunk loaded).
 */
export function startSocialLogin(client: LatchClientInternal, provider: string): void {
  getClientContext(client).features.get(embeddedWalletFeature)?.connectSocial(provider)
}

/** What {@link setUpSocialClient} gives. */
export type SocialClientSetUp = Awaited<ReturnType<typeof setUpSocialClient>>

/** Waits until the client asks the frame for the attempt's result (one `awaitSocial` waiting). */
export const waitForAwaitSocial = (set: SocialClientSetUp) =>
  vi.waitFor(() => expect(set.frame.waiting('awaitSocial')).toHaveLength(1))

/**
 * A {@link setUpSocialClient} client whose popup login with `provider` started and waits for its
 * result in the frame.
 */
export async function setUpWaitingSocialLogin(provider: string): Promise<SocialClientSetUp> {
  const set = await setUpSocialClient()
  startSocialLogin(set.client, provider)
  await waitForAwaitSocial(set)
  return set
}
