import type { LatchContext } from '../../../client/context.js'
import { connectEmbeddedAccount } from '../connectEmbeddedAccount.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import { runPasskeyFlow } from './runPasskeyFlow.js'

/**
 * Logs in with a passkey: shows ConnectingPasskey, where the secure frame's "Use a passkey" button
 * starts the browser's prompt; once the frame logged in, the embedded wallet connects
 * (`connectEmbeddedAccount`: CONNECT_SUCCESS `{ method: 'passkey', name: 'Passkey' }`, the modal
 * closes). A cancelled prompt goes back to Connect with no message; other failures are
 * ConnectingPasskey's `error` (`passkey.required`, `passkey.unknownCredential`, …). Never rejects.
 */
export function connectPasskey(context: LatchContext, wallet: EmbeddedWallet): Promise<void> {
  return runPasskeyFlow(context, wallet, {
    view: 'ConnectingPasskey',
    request: (session) => session.passkeyLogin(),
    done: (session) =>
      connectEmbeddedAccount(context, { session, method: 'passkey', name: 'Passkey' }),
  })
}
