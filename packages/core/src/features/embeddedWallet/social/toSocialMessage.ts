import type { LatchContext } from '../../../client/context.js'
import type { Message } from '../../../state/types.js'
import { frameErrorMessage } from '../frameErrorMessage.js'
import type { AuthFrameErrorReason } from '../frameProtocol.js'

/** The ConnectingSocial message of each frame error reason (anything else: `failed`). */
const keys: Partial<Record<AuthFrameErrorReason, string>> = {
  access_denied: 'connectingSocial.accessDenied',
  provider_unavailable: 'connectingSocial.providerUnavailable',
  email_unverified: 'connectingSocial.emailUnverified',
  social_expired: 'connectingSocial.expired',
  unknown_provider: 'connectingSocial.unknownProvider',
  passkey_required: 'passkey.required',
}

/**
 * What a failed social login tells the user, as a catalogue key with the provider's name
 * (`{ key: 'connectingSocial.accessDenied', values: { name: 'Google' } }`): the frame's reason
 * (refused at the provider, provider down, email not verified, too slow, not offered, a wallet a
 * passkey protects on a new device), else `connectingSocial.failed`. Logs the failure once at
 * `info` (`warn` for an unexpected error).
 */
export function toSocialMessage(context: LatchContext, error: unknown, name: string): Message {
  return frameErrorMessage(context, error, {
    keys,
    fallback: 'connectingSocial.failed',
    what: `The ${name} login`,
    values: { name },
  })
}
