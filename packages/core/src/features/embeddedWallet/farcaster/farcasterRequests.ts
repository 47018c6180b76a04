import type { LatchContext } from '../../../client/context.js'
import type { FrameChannel } from '../createFrameChannel.js'
import {
  type AuthFrameSession,
  authFrameFarcasterStartSchema,
  authFrameSessionSchema,
} from '../frameProtocol.js'
import type { AuthSession } from '../types.js'

/**
 * The {@link AuthSession}'s Farcaster login requests to the frame (`startFarcaster`,
 * `awaitFarcaster` without a deadline, `cancelFarcaster`), their answers checked; the signed-in
 * user goes into `state`.
 */
export function farcasterRequests(
  context: LatchContext,
  parameters: { channel: FrameChannel; state: { session: AuthFrameSession | null } },
): Pick<AuthSession, 'startFarcaster' | 'awaitFarcaster' | 'cancelFarcaster'> {
  const { channel, state } = parameters
  return {
    async startFarcaster() {
      return authFrameFarcasterStartSchema.parse(await channel.request({ type: 'startFarcaster' }))
    },
    async awaitFarcaster(attemptId) {
      const answer = await channel.request({ type: 'awaitFarcaster', attemptId }, { untimed: true })
      const session = authFrameSessionSchema.parse(answer)
      state.session = session
      return session
    },
    async cancelFarcaster(attemptId) {
      await channel.request({ type: 'cancelFarcaster', attemptId }).catch((error) => {
        context.logger.info('The auth frame did not cancel the Farcaster login', error)
      })
    },
  }
}
