import type { LatchContext } from '../../../client/context.js'
import type { Message } from '../../../state/types.js'
import { frameErrorMessage } from '../frameErrorMessage.js'
import type { AuthFrameErrorReason } from '../frameProtocol.js'

/** The passkey views' message of each frame error reason (anything else: `passkey.failed`). */
const keys: Partial<Record<AuthFrameErrorReason, string>> = {
  passkey_required: 'passkey.required',
  unknown_credential: 'passkey.unknownCredential',
  passkey_unavailable: 'passkey.unavailable',
  passkey_failed: 'passkey.failed',
  rate_limited: 'email.rateLimited',
  network: 'email.unreachable',
}

/**
 * What a failed passkey login or addition tells the user, as a catalogue key: the wallet needs a
 * passkey on this device (`passkey.required`), the passkey is not registered here
 * (`passkey.unknownCredential`), this browser has no passkeys (`passkey.unavailable`), too many
 * requests (`email.rateLimited`), the auth server unreachable (`email.unreachable`), else
 * `passkey.failed`. Logs the failure once.
 */
export function passkeyMessage(context: LatchContext, error: unknown): Message {
  return frameErrorMessage(context, error, {
    keys,
    fallback: 'passkey.failed',
    what: 'The passkey',
  })
}
