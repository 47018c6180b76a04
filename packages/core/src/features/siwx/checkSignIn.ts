import type { LatchContext } from '../../client/context.js'
import { openModal } from '../../flows/modal.js'

/**
 * Sign-in: with `siwx` set, a connected account on a supported network and no session for
 * it, opens SIWXSignMessage ("Sign In"). Called after connecting, restoring and switching network
 * (a network with no session asks again). Keeps `siwxSessions` current: without `siwx` it is
 * emptied at once; with it the sign-in chunk loads and reads the account's sessions. When that
 * chunk or the session store fails, 'Could not read sign-in sessions' is logged and a required
 * sign-in still opens SIWXSignMessage.
 */
export async function checkSignIn(context: LatchContext): Promise<void> {
  const { siwx } = context.options
  if (!siwx) {
    context.stores.connection.setState({ siwxSessions: [] })
    return
  }
  const loaded = await import('./checkSessions.js').catch((error: unknown) => {
    context.logger.error('Could not read sign-in sessions', error)
  })
  if (loaded) await loaded.checkSessions(context)
  else if (siwx.getRequired?.()) await openModal(context, { view: 'SIWXSignMessage' })
}
