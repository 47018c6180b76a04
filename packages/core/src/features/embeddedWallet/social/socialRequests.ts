import type { LatchContext } from '../../../client/context.js'
import type { FrameChannel } from '../createFrameChannel.js'
import {
  type AuthFrameSession,
  authFrameSessionSchema,
  authFrameSocialStartSchema,
} from '../frameProtocol.js'
import type { AuthSession } from '../types.js'

/**
 * The {@link AuthSession}'s social login requests to the frame (`startSocial`, `awaitSocial`
 * without a deadline, `completeSocial`, `cancelSocial`), their answers checked; the signed-in user
 * goes into `state`.
 */
export function socialRequests(
  context: LatchContext,
  parameters: { channel: FrameChannel; state: { session: AuthFrameSession | null } },
): Pick<AuthSession, 'startSocial' | 'awaitSocial' | 'completeSocial' | 'cancelSocial'> {
  const { channel, state } = parameters
  return {
    async startSocial(body) {
      return authFrameSocialStartSchema.parse(
        await channel.request({ type: 'startSocial', ...body }),
      )
    },
    async awaitSocial(attemptId, completion) {
      const answer = await channel.request(
        { type: 'awaitSocial', attemptId, ...(completion ? { completion } : {}) },
        { untimed: true },
      )
      const session = authFrameSessionSchema.parse(answer)
      state.session = session
      return session
    },
    async completeSocial(attemptId, completion) {
      await channel.request({ type: 'completeSocial', attemptId, completion }).catch((error) => {
        context.logger.warn('The auth frame did not take the social login completion', error)
      })
    },
    async cancelSocial(attemptId) {
      await channel.request({ type: 'cancelSocial', attemptId }).catch((error) => {
        context.logger.info('The auth frame did not cancel the social login', error)
      })
    },
  }
}
