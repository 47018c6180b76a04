import type { LatchContext } from '../../client/context.js'
import { isUserRejectedError } from '../../errors/rpc.js'
import { pushView } from '../../flows/modal.js'
import { showToast } from '../../flows/toast.js'
import type { Message } from '../../state/types.js'
import { connectEmbeddedAccount } from './connectEmbeddedAccount.js'
import { AuthFrameError, type FrameChannel } from './createFrameChannel.js'
import { authFrameSessionSchema, EMAIL_PATTERN } from './frameProtocol.js'
import type { EmailLoginResult } from './types.js'

/**
 * What a failed login step tells the user, as catalogue keys (never the frame's English words):
 * Latch's `email.*` texts for a rate limit or an unreachable server; the 'A problem occurred
 * while trying initialize authentication' for any other frame error; 'Unknown error' for anything
 * else. A wrong, expired or locked code never arrives here: the frame's own form, where the code
 * is typed, says so. Logs the failure once: the frame's own words at `warn`, the rest at `info`.
 *
 * @param step - What failed, for the log ('Sending the code failed', 'Email login failed').
 */
function toMessage(context: LatchContext, error: unknown, step: string): Message {
  const frameError = error instanceof AuthFrameError ? error : undefined
  if (frameError?.reason === 'rate_limited' || frameError?.reason === 'network') {
    context.logger.info(step, error)
    return { key: frameError.reason === 'rate_limited' ? 'email.rateLimited' : 'email.unreachable' }
  }
  if (frameError && !frameError.failure) {
    context.logger.warn(`${step}; the auth frame answered: ${frameError.message}`, error)
  } else context.logger.info(step, error)
  return { key: frameError ? 'error.authInitFailed' : 'error.unknownError' }
}

/**
 * 'A problem occurred while trying initialize authentication': the toast, then back to
 * Connect (the embedded wallet, if it was the connection, is disconnected by its watcher).
 */
export function reportAuthInitFailed(context: LatchContext): void {
  showToast(context, { message: { key: 'error.authInitFailed' }, variant: 'error' })
  const { router } = context.stores
  if (router.getState().view === 'ConfirmEmail') {
    router.setState({ view: 'Connect', history: ['Connect'], data: {} })
  }
}

/**
 * Sends a one-time code to `email` through the frame (which asks the auth server), then shows
 * Confirm Email with the secure frame, whose own form takes the code: the code is typed
 * inside the frame, never in the host page (which could otherwise log in as the user). A second
 * call (the frame's Resend code, or from the view) stays on Confirm Email.
 * @returns `{ ok: true }` once the code is sent, or `{ ok: false, message }`: 'Enter a valid email
 *   address', 'Too many requests. Try again later.', 'The login server could not be reached', or
 *   the init failure.
 */
export async function sendEmailCode(
  context: LatchContext,
  parameters: { channel: FrameChannel; email: string },
): Promise<EmailLoginResult> {
  const email = parameters.email.trim().toLowerCase()
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: { key: 'email.invalidEmail' } }
  }
  try {
    await parameters.channel.request({ type: 'sendCode', email })
  } catch (error) {
    if (error instanceof AuthFrameError && error.failure) reportAuthInitFailed(context)
    return { ok: false, message: toMessage(context, error, 'Sending the code failed') }
  }
  const { router, auth } = context.stores
  if (router.getState().view === 'ConfirmEmail') router.setState({ data: { email } })
  else pushView(context, 'ConfirmEmail', { email })
  auth.setState({ frameVisible: true })
  return { ok: true, session: null }
}

/**
 * Waits for the user to type the right code in the frame's form (no deadline), then connects the
 * embedded wallet as eip155's connection (`ID_AUTH`, account type `eoa`, the user's email in the
 * account state), closes the modal and emits CONNECT_SUCCESS (method `email`).
 * @returns `{ ok: true, session }`; `{ ok: false, message }` when the login was abandoned (the user
 *   left Confirm Email: EIP-1193 4001, message '') or connecting failed.
 */
export async function awaitEmailLogin(
  context: LatchContext,
  parameters: {
    channel: FrameChannel
    /** Called once the frame answered (before the modal closes): no login waits any more. */
    onAnswer?: () => void
  },
): Promise<EmailLoginResult> {
  const { stores } = context
  try {
    const answer = await parameters.channel
      .request({ type: 'awaitLogin' }, { untimed: true })
      .finally(() => parameters.onAnswer?.())
    const session = authFrameSessionSchema.parse(answer)
    await connectEmbeddedAccount(context, { session, method: 'email', name: 'Email' })
    return { ok: true, session }
  } catch (error) {
    if (isUserRejectedError(error)) return { ok: false, message: undefined }
    stores.auth.setState({ frameVisible: false })
    const message = toMessage(context, error, 'Email login failed')
    showToast(context, { message, variant: 'error' })
    // Back to Connect, where the user can start again.
    if (stores.router.getState().view === 'ConfirmEmail') {
      stores.router.setState({ view: 'Connect', history: ['Connect'], data: {} })
    }
    return { ok: false, message }
  }
}
