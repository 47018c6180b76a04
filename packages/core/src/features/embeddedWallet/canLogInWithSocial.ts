import type { FeatureDefinition, LatchContext } from '../../client/context.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'
import { isFramedByAnotherOrigin } from './isFramedByAnotherOrigin.js'

/**
 * Whether the Connect view offers social logins now: never without an embedded wallet or in a page
 * framed by another site (the auth server refuses the secure frame there). Once the embedded
 * wallet's chunk has loaded: whether its options (`getSocialOptions`: the `socials` remote feature
 * without what Telegram's webview cannot complete, narrowed to the auth server's logins, Farcaster
 * among them) are non-empty. Before: a cheap check that says whether they may be, i.e. a `socials`
 * id that the auth server offers (any, until the secure frame told its list).
 * @param embeddedWallet - The client's `embeddedWalletFeature` (views reach it through the client,
 *   so their chunks do not share the embedded wallet's start-up module).
 */
export function canLogInWithSocial(
  context: LatchContext,
  embeddedWallet: FeatureDefinition<EmbeddedWalletApi>,
): boolean {
  if (!context.features.isAvailable(embeddedWallet) || isFramedByAnotherOrigin()) return false
  const api = context.features.get(embeddedWallet)
  if (api) return api.getSocialOptions().length > 0
  const { socials } = context.stores.wallets.getState().remoteFeatures
  const offered = context.stores.auth.getState().socialProviders
  // The resolved socials never list email.
  const isOffered = (id: string) => !offered || offered.some((option) => option.id === id)
  return socials ? socials.some(isOffered) : false
}
