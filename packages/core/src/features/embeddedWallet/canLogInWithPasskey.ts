import type { FeatureDefinition, LatchContext } from '../../client/context.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'
import { isFramedByAnotherOrigin } from './isFramedByAnotherOrigin.js'

/**
 * Whether the Connect view may offer "Continue with a passkey": the embedded wallet is on,
 * `features.passkeys` is not `false`, this page is not framed by another site (the auth server
 * refuses the secure frame there), the browser has WebAuthn (`PublicKeyCredential`), and the secure
 * frame did not say it offers no passkeys (`passkeysOffered`: unknown until it told, then whether
 * the auth server has passkeys and the browser can use them).
 * @param embeddedWallet - The client's `embeddedWalletFeature` (views reach it through the client,
 *   so their chunks do not share the embedded wallet's start-up module).
 */
export function canLogInWithPasskey(
  context: LatchContext,
  embeddedWallet: FeatureDefinition<EmbeddedWalletApi>,
): boolean {
  return (
    context.features.isAvailable(embeddedWallet) &&
    context.options.features.passkeys !== false &&
    !isFramedByAnotherOrigin() &&
    typeof PublicKeyCredential !== 'undefined' &&
    context.stores.auth.getState().passkeysOffered !== false
  )
}
