import { vi } from 'vitest'
import { getClientContext } from '../../../client/clientContext.js'
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

// Fixtures of the passkey flows' unit tests (not shipped: only tests import it).

/** The session the fake frame's `passkeyLogin` answers by default. */
export const passkeySession = {
  address: frameAddress,
  email: 'alice@example.org',
  passkeys: 1,
  recovery: 'passkey',
}

/**
 * The frame's answers for passkeys: `init` offers them, `rejectPending` answers null, and
 * `passkeyLogin` / `addPasskey` are held until the test answers them; the rest as
 * {@link defaultAnswer}.
 */
export function passkeyAnswer(request: AuthFrameRequest): FrameAnswer {
  if (request.type === 'init') return { result: { session: null, socials: [], passkeys: true } }
  return defaultAnswer(request)
}

/**
 * A client with the frame loaded (answering {@link passkeyAnswer}) and the modal open on Connect:
 * `api()` is the embedded wallet's loaded API.
 */
export async function setUpPasskeyClient() {
  const set = await setUpLoadedAuthClient({ answer: passkeyAnswer })
  await set.client.open()
  const context = getClientContext(set.client)
  const { stores } = set.client
  return {
    ...set,
    context,
    api: () => {
      const api = context.features.get(embeddedWalletFeature)
      if (!api) throw new Error('The embedded wallet is not loaded')
      return api
    },
    router: () => stores.router.getState(),
    frameVisible: () => stores.auth.getState().frameVisible,
    user: () => getChainState(stores, 'eip155')?.accountState.user,
    /** The frame answers the waiting request of `type` with `answer`, then lets the host settle. */
    async answer(type: 'passkeyLogin' | 'addPasskey', answer: NonNullable<FrameAnswer>) {
      await vi.waitFor(() => {
        if (set.frame.waiting(type).length !== 1) throw new Error(`No ${type} waits`)
      })
      const [waiting] = set.frame.waiting(type)
      set.frame.respond(waiting?.id ?? '', answer)
      await flush(30)
    },
  }
}

/** A frame error with `code` (4001: the user cancelled) and, if given, a `reason`. */
export function frameError(code: number, reason?: string): NonNullable<FrameAnswer> {
  return { error: { code, message: 'The passkey did not work', ...(reason ? { reason } : {}) } }
}
