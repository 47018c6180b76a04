import type { LatchContext } from '../../client/context.js'
import { LatchError } from '../../errors/base.js'
import { NoActiveCaipAddressError } from '../../errors/chain.js'
import { ErrorMessages } from '../../errors/messages.js'
import { isUserRejectedError } from '../../errors/rpc.js'
import { SIWXNotEnabledError } from '../../errors/siwx.js'
import { closeModal, openModal } from '../../flows/modal.js'
import { requireChainAdapter } from '../../flows/requireChainAdapter.js'
import { hideToast, showToast } from '../../flows/toast.js'
import { signInTarget } from './checkSessions.js'

/**
 * Signs in: creates the CAIP-122 message, asks the wallet to sign it (showing the
 * 'Authenticating...' loading toast), adds the session, closes the modal and emits
 * SIWX_AUTH_SUCCESS. On failure the view stays, the toast says 'Signature declined' (user
 * rejection) or 'Unknown error' (the short message in debug mode), and SIWX_AUTH_ERROR is emitted.
 *
 * @returns Whether a session was added. Never rejects.
 */
export async function signIn(context: LatchContext): Promise<boolean> {
  const { siwx } = context.options
  try {
    if (!siwx) throw new SIWXNotEnabledError()
    const target = signInTarget(context)
    if (!target) throw new NoActiveCaipAddressError()
    const adapter = requireChainAdapter(context, target.network.chainNamespace)
    showToast(context, { message: { key: 'error.authenticating' }, variant: 'loading' })
    const message = await siwx.createMessage({
      accountAddress: target.address,
      chainId: target.network.caipNetworkId,
    })
    const text = message.toString()
    const signature = await adapter.signMessage({ message: text, address: target.address })
    const after = signInTarget(context)
    if (
      after?.address !== target.address ||
      after.network.caipNetworkId !== target.network.caipNetworkId
    ) {
      // The user cancelled, disconnected or switched while the wallet was asking: drop the result.
      hideToast(context)
      return false
    }
    const { toString: _toString, ...data } = message
    await siwx.addSession({ data, message: text, signature })
    context.stores.connection.setState({
      siwxSessions: await siwx.getSessions(target.network.caipNetworkId, target.address),
    })
    hideToast(context)
    if (context.stores.router.getState().view === 'SIWXSignMessage')
      closeModal(context, { force: true })
    context.events.emit('SIWX_AUTH_SUCCESS', { network: target.network.caipNetworkId })
    return true
  } catch (error) {
    const declined = isUserRejectedError(error)
    if (!declined) context.logger.error('Sign-in failed', error)
    const short = error instanceof LatchError ? error.shortMessage : ErrorMessages.unknownError
    showToast(context, {
      message: declined
        ? { key: 'error.signatureDeclined' }
        : context.options.debug
          ? { key: 'toast.text', values: { text: short } }
          : { key: 'error.unknownError' },
      variant: 'error',
    })
    if (context.stores.modal.getState().open) await openModal(context, { view: 'SIWXSignMessage' })
    context.events.emit('SIWX_AUTH_ERROR', {
      message: declined ? ErrorMessages.signatureDeclined : short,
    })
    return false
  }
}
