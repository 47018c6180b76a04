import type { LatchContext } from '../../../client/context.js'
import type { FrameChannel } from '../createFrameChannel.js'
import {
  type AuthFrameSession,
  authFramePasskeyAddedSchema,
  authFrameSessionSchema,
} from '../frameProtocol.js'
import type { AuthSession } from '../types.js'
import { watchFrameExit } from '../watchViewExit.js'

/** The views where the frame shows its passkey buttons. */
const PASSKEY_VIEWS = ['ConnectingPasskey', 'AddPasskey'] as const

/**
 * The {@link AuthSession}'s passkey requests to the frame (`passkeyLogin`, `addPasskey`, both
 * without a deadline, their answers checked): the frame shows while one waits for the user's click
 * there, and hides once it settles; leaving ConnectingPasskey or Add a passkey (Back, Close)
 * hides it and rejects the waiting request (4001). The signed-in user goes into `state`.
 * @param parameters.reject - Rejects the frame's pending requests.
 * @returns The requests, and `unwatch` to stop watching the views.
 */
export function passkeyRequests(
  context: LatchContext,
  parameters: {
    channel: FrameChannel
    state: { session: AuthFrameSession | null }
    reject(): void
  },
): { requests: Pick<AuthSession, 'passkeyLogin' | 'addPasskey'>; unwatch(): void } {
  const { channel, state } = parameters
  const { auth } = context.stores
  let pending = 0
  const unwatch = watchFrameExit(context, PASSKEY_VIEWS, {
    isPending: () => pending > 0,
    reject: parameters.reject,
  })
  const ask = async (type: 'passkeyLogin' | 'addPasskey'): Promise<unknown> => {
    pending++
    auth.setState({ frameVisible: true })
    try {
      return await channel.request({ type }, { untimed: true })
    } finally {
      pending--
      if (pending === 0) auth.setState({ frameVisible: false })
    }
  }
  return {
    requests: {
      async passkeyLogin() {
        const session = authFrameSessionSchema.parse(await ask('passkeyLogin'))
        state.session = session
        return session
      },
      async addPasskey() {
        const added = authFramePasskeyAddedSchema.parse(await ask('addPasskey'))
        if (state.session) {
          state.session = { ...state.session, passkeys: added.passkeys, recovery: added.recovery }
        }
        return added
      },
    },
    unwatch,
  }
}
