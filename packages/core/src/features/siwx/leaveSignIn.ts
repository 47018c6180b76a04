import type { LatchContext } from '../../client/context.js'
import { SIWXNotEnabledError } from '../../errors/siwx.js'
import { disconnect } from '../../flows/disconnect.js'
import { closeModal } from '../../flows/modal.js'
import { isSignInRequired, signInTarget } from './checkSessions.js'

// Leaving sign-in may disconnect, so it sits above disconnect; the sign-in check itself (siwx.ts),
// which connecting and switching start, stays below it.

/**
 * Cancels sign-in: emits CLICK_CANCEL_SIWX; disconnects when sign-in is required,
 * otherwise closes; then the router is back on Connect.
 */
export async function cancelSignIn(context: LatchContext): Promise<void> {
  context.events.emit('CLICK_CANCEL_SIWX', { required: isSignInRequired(context) })
  if (isSignInRequired(context)) {
    await disconnect(context).catch((error) =>
      context.logger.error('Disconnect after cancel failed', error),
    )
  } else {
    closeModal(context, { force: true })
  }
  context.stores.router.setState({ view: 'Connect', history: ['Connect'], data: {} })
}

/**
 * Signs out of the active account's session on the active network; when sign-in is required this
 * also disconnects (a required sign-in cannot stay connected unsigned).
 *
 * @throws {SIWXNotEnabledError} 'SIWX is not enabled' without the `siwx` option.
 */
export async function signOut(context: LatchContext): Promise<void> {
  const { siwx } = context.options
  if (!siwx) throw new SIWXNotEnabledError()
  const target = signInTarget(context)
  if (!target) return
  await siwx.revokeSession(target.network.caipNetworkId, target.address)
  context.stores.connection.setState({ siwxSessions: [] })
  if (isSignInRequired(context)) await disconnect(context)
}
