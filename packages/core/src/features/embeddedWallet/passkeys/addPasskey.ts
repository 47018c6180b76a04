import type { LatchContext } from '../../../client/context.js'
import { goBack } from '../../../flows/modal.js'
import { showToast } from '../../../flows/toast.js'
import { getChainState, patchAccountState } from '../../../state/chainStateAccess.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import { runPasskeyFlow } from './runPasskeyFlow.js'

/**
 * Adds a passkey to the connected embedded wallet's user: shows Add a passkey, where the secure
 * frame's "Create a passkey" (then "Confirm passkey") buttons run the browser's prompts. Once
 * added, eip155's `user` gets the passkey count and the recovery the frame answered, the toast
 * 'Passkey added' (`toast.passkeyAdded`) shows and the modal goes back to Account. A cancelled
 * prompt goes back to Account with no message; other failures are Add a passkey's `error`.
 * Never rejects.
 */
export function addPasskey(context: LatchContext, wallet: EmbeddedWallet): Promise<void> {
  const { stores } = context
  return runPasskeyFlow(context, wallet, {
    view: 'AddPasskey',
    request: (session) => session.addPasskey(),
    done({ passkeys, recovery }) {
      const user = getChainState(stores, 'eip155')?.accountState.user
      patchAccountState(stores, 'eip155', { user: { ...user, passkeys, recovery } })
      showToast(context, { message: { key: 'toast.passkeyAdded' }, variant: 'success' })
      goBack(context)
    },
  })
}
