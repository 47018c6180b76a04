import type { LatchContext } from '../../../client/context.js'
import type { Message } from '../../../state/types.js'
import { AuthFrameError } from '../createFrameChannel.js'
import type { AuthFrameErrorReason } from '../frameProtocol.js'

/** The ConnectingSocial message of each frame error reason (anything else: `failed`). */
const keys: Partial<Record<AuthFrameErrorReason, string>> = {
  access_denied: 'connectingSocial.accessDenied',
  provider_unavailable: 'connectingSocial.providerUnavailable',
  email_unverified: 'connectingSocial.emailUnverified',
  social_expired: 'connectingSocial.expired',
  unknown_provider: 'connectingSocial.unknownProvider',
}

/**
 * What a failed social login tells the user, as a catalogue key with the provider's name
 * (`{ key: 'connectingSocial.accessDenied', values: { name: 'Google' } }`): the frame's reason
 * (refused at the provider, provider down, email not verified, too slow, not offered), else
 * `connectingSocial.failed`. Logs the failure once at `info` (`warn` for an unexpected error).
 */
export function toSocialMessage(context: LatchContext, error: unknown, name: string): Message {
  const reason = error instanceof AuthFrameError ? error.reason : undefined
  const key = (reason && keys[reason]) ?? 'connectingSocial.failed'
  if (error instanceof AuthFrameError) context.logger.info(`The ${name} login failed`, error)
  else context.logger.warn(`The ${name} login failed`, error)
  return { key, values: { name } }
}
