import type { LatchContext } from '../../client/context.js'
import { isEmailLoginEnabled } from '../../rules/isEmailLoginEnabled.js'
import { isFramedByAnotherOrigin } from './isFramedByAnotherOrigin.js'

/**
 * Whether the Connect view offers email login now: the embedded wallet is on, this page is not
 * framed by another site (the auth server's `frame-ancestors` refuses the secure frame there), and
 * the email remote feature is on (see `isEmailLoginEnabled`).
 */
export function canLogInWithEmail(context: LatchContext): boolean {
  const { options, adapters, stores } = context
  return isEmailLoginEnabled({
    authUrl: isFramedByAnotherOrigin() ? undefined : options.authUrl,
    hasEip155Adapter: adapters.has('eip155'),
    basic: options.basic,
    hasProjectId: Boolean(options.projectId),
    email: stores.wallets.getState().remoteFeatures.email,
    localEmail: options.remoteFeatures?.email,
  })
}
