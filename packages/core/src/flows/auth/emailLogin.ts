import { authConnector } from '../../auth/createEmbeddedWallet.js'
import { authFrameSessionSchema, EMAIL_PATTERN } from '../../auth/frameProtocol.js'
import type { EmailLoginResult } from '../../auth/types.js'
import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { AuthMessages, invalidCodeMessage } from '../../errors/auth.js'
import { ErrorMessages } from '../../errors/messages.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import { closeModal, pushView } from '../modal.js'
import { syncAccount } from '../syncAccount.js'
import { hideToast, showToast } from '../toast.js'
import { AuthFrameError, type FrameChannel } from './createFrameChannel.js'

/** What a failed login step tells the user (spec §8 where it words it, else `AuthMessages`). */
function toMessage(error: unknown): string {
  if (!(error instanceof AuthFrameError)) return ErrorMessages.unknownError
  switch (error.reason) {
    case 'invalid_code':
      return invalidCodeMessage(error.attemptsLeft)
    case 'expired_code':
      return AuthMessages.expiredCode
    case 'locked':
      return AuthMessages.locked
    case 'rate_limited':
      return AuthMessages.rateLimited
    case 'network':
      return AuthMessages.unreachable
  }
  if (error.failure) return ErrorMessages.authInitFailed
  return error.message || ErrorMessages.unknownError
}

/**
 * Spec §8 'A problem occurred while trying initialize authentication': the toast, then back to
 * Connect (the embedded wallet, if it was the connection, is disconnected by its watcher).
 */
export function reportAuthInitFailed(context: LatchContext): void {
  showToast(context, { message: ErrorMessages.authInitFailed, variant: 'error' })
  const { router } = context.stores
  if (router.getState().view === 'ConfirmEmail') {
    router.setState({ view: 'Connect', history: ['Connect'], data: {} })
  }
}

/**
 * Sends a one-time code to `email` through the frame (which asks the auth server), then shows
 * Confirm Email (spec §2) for that address. A second call (Resend code) stays on Confirm Email.
 * @returns `{ ok: true }`, or `{ ok: false, message }`: 'Enter a valid email address', 'Too many
 *   requests. Try again later.', 'The login server could not be reached', or spec §8's init failure.
 */
export async function sendEmailCode(
  context: LatchContext,
  parameters: { channel: FrameChannel; email: string },
): Promise<EmailLoginResult> {
  const email = parameters.email.trim().toLowerCase()
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: AuthMessages.invalidEmail }
  }
  try {
    await parameters.channel.request({ type: 'sendCode', email })
  } catch (error) {
    if (error instanceof AuthFrameError && error.failure) reportAuthInitFailed(context)
    return { ok: false, message: toMessage(error) }
  }
  const { router } = context.stores
  if (router.getState().view === 'ConfirmEmail') {
    router.setState({ data: { email } })
    showToast(context, { message: AuthMessages.codeSent, variant: 'success' })
  } else {
    pushView(context, 'ConfirmEmail', { email })
  }
  return { ok: true, session: null }
}

/**
 * Checks the one-time code for Confirm Email's address ('Authenticating...' meanwhile, spec §8),
 * then connects the embedded wallet as eip155's connection (`ID_AUTH`, account type `eoa`, the
 * user's email in the account state), closes the modal and emits CONNECT_SUCCESS (method `email`).
 * @returns `{ ok: true, session }`, or `{ ok: false, message }` ('Invalid code. 4 attempts left.',
 *   'This code has expired. Send a new one.', 'Too many wrong codes. Send a new one.'…).
 */
export async function verifyEmailCode(
  context: LatchContext,
  parameters: { channel: FrameChannel; code: string },
): Promise<EmailLoginResult> {
  const { stores } = context
  const email = stores.router.getState().data.email
  if (!email) return { ok: false, message: AuthMessages.invalidEmail }
  if (!/^\d{6}$/.test(parameters.code)) return { ok: false, message: AuthMessages.invalidCode }
  showToast(context, { message: ErrorMessages.authenticating, variant: 'loading' })
  try {
    const session = authFrameSessionSchema.parse(
      await parameters.channel.request({ type: 'verifyCode', email, code: parameters.code }),
    )
    const adapter = context.adapters.get('eip155')
    const caipNetwork = getChainState(stores, 'eip155')?.networkState.caipNetwork
    if (!adapter || !caipNetwork) throw new Error(ErrorMessages.noActiveCaipNetwork)
    const connection = await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, caipNetwork })
    syncAccount(context, {
      namespace: 'eip155',
      connector: authConnector(),
      address: connection.address,
      chainId: connection.chainId,
      accounts: [{ address: connection.address, type: 'eoa' }],
    })
    patchAccountState(stores, 'eip155', { user: { email: session.email } })
    hideToast(context)
    closeModal(context)
    context.events.emit('CONNECT_SUCCESS', { method: 'email', name: 'Email', namespace: 'eip155' })
    return { ok: true, session }
  } catch (error) {
    hideToast(context)
    context.logger.info('Email login failed', error)
    return { ok: false, message: toMessage(error) }
  }
}
