import type { LatchContext } from '../../../client/context.js'
import { detectPlatform } from '../../../platform/detectPlatform.js'
import { isTelegram } from '../../../platform/isTelegram.js'
import { getSocialOptions, type SocialOption } from '../../../rules/getSocialOptions.js'
import { isFramedByAnotherOrigin } from '../isFramedByAnotherOrigin.js'

/**
 * The social logins the Connect view offers now (see `getSocialOptions`): none in a page framed by
 * another site (the auth server refuses the secure frame there); else the `socials` remote
 * feature, filtered for Telegram on this device, narrowed to what the auth server offers once the
 * frame told. Part of the embedded wallet's lazy chunk, so loaded only with an embedded wallet
 * (and the platform rules are no startup bytes).
 */
export function socialOptions(context: LatchContext): SocialOption[] {
  if (isFramedByAnotherOrigin()) return []
  return getSocialOptions({
    socials: context.stores.wallets.getState().remoteFeatures.socials,
    telegram: isTelegram(),
    platform: detectPlatform(),
    offered: context.stores.auth.getState().socialProviders,
  })
}
