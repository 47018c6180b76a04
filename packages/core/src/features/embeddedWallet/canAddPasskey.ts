import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { canLogInWithPasskey } from './canLogInWithPasskey.js'

/**
 * Whether the Account view offers "Add a passkey": passkeys may be used here
 * (`canLogInWithPasskey`), the secure frame said it offers them (`passkeysOffered`), and eip155 is
 * connected through the embedded wallet.
 */
export function canAddPasskey(context: LatchContext): boolean {
  const { auth, connection } = context.stores
  return (
    canLogInWithPasskey(context) &&
    auth.getState().passkeysOffered === true &&
    connection.getState().connectorIds.eip155 === AUTH_CONNECTOR_ID
  )
}
