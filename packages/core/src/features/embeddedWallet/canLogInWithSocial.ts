import type { LatchContext } from '../../client/context.js'
import { isAuthServerSocial } from '../../rules/isAuthServerSocial.js'
import { hasEmbeddedWallet } from './actions.js'
import { embeddedWalletFeature } from './index.js'
import { isFramedByAnotherOrigin } from './isFramedByAnotherOrigin.js'

/**
 * Whether the Connect view offers social logins now. Once the embedded wallet's chunk has loaded:
 * whether its list of options (the `socials` remote feature without `email` and `farcaster`,
 * without what Telegram's webview cannot complete, narrowed to the auth server's logins once the
 * secure frame told them) is non-empty. Before: a cheap check that says whether it may be, i.e.
 * an embedded wallet, a page not framed by another site (the auth server refuses the frame
 * there), and an id of `socials` other than `email` and `farcaster` that the auth server offers
 * (any, until it told).
 */
export function canLogInWithSocial(context: LatchContext): boolean {
  const api = context.features.get(embeddedWalletFeature)
  if (api) return api.getSocialOptions().length > 0
  const { socials } = context.stores.wallets.getState().remoteFeatures
  if (!socials || !hasEmbeddedWallet(context) || isFramedByAnotherOrigin()) return false
  const offered = context.stores.auth.getState().socialProviders
  return socials.some(
    (id) => isAuthServerSocial(id) && (!offered || offered.some((option) => option.id === id)),
  )
}
