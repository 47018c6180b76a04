import type { LatchContext } from '../../client/context.js'
import { isFramedByAnotherOrigin } from './isFramedByAnotherOrigin.js'

/**
 * Whether the Connect view may offer "Continue with a passkey" (the embedded wallet being on, as
 * its loaded API is): `features.passkeys` is not `false`, this page is not framed by another site
 * (the auth server refuses the secure frame there), the browser has WebAuthn
 * (`PublicKeyCredential`), and the secure frame did not say it offers no passkeys
 * (`passkeysOffered`: unknown until it told, then whether the auth server has passkeys and the
 * browser can use them).
 */
export function canLogInWithPasskey(context: LatchContext): boolean {
  return (
    context.options.features.passkeys !== false &&
    !isFramedByAnotherOrigin() &&
    typeof PublicKeyCredential !== 'undefined' &&
    context.stores.auth.getState().passkeysOffered !== false
  )
}
