import type { FeatureDefinition, LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { canLogInWithPasskey } from './canLogInWithPasskey.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'

/**
 * Whether the Account view offers "Add a passkey": passkeys may be used here
 * (`canLogInWithPasskey`), the secure frame said it offers them (`passkeysOffered`), and eip155 is
 * connected through the embedded wallet.
 * @param embeddedWallet - The client's `embeddedWalletFeature` (views reach it through the client).
 */
export function canAddPasskey(
  context: LatchContext,
  embeddedWallet: FeatureDefinition<EmbeddedWalletApi>,
): boolean {
  const { auth, connection } = context.stores
  return (
    canLogInWithPasskey(context, embeddedWallet) &&
    auth.getState().passkeysOffered === true &&
    connection.getState().connectorIds.eip155 === AUTH_CONNECTOR_ID
  )
}
