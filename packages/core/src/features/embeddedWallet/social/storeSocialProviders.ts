import type { LatchContext } from '../../../client/context.js'
import { authFrameSocialsSchema } from '../frameProtocol.js'

/**
 * Keeps the social logins the auth server offers (`init`'s `socials`, `{ id, name }` in its
 * order) in the auth store, where the Connect view's list is narrowed to them; logs once which
 * configured socials it does not offer (they are not shown). A list in an unknown shape is logged
 * and ignored; none at all (an older frame) changes nothing.
 */
export function storeSocialProviders(context: LatchContext, socials: unknown): void {
  if (socials === undefined) return
  const parsed = authFrameSocialsSchema.safeParse(socials)
  if (!parsed.success) {
    context.logger.warn('The auth frame named its social logins in a shape Latch does not know')
    return
  }
  context.stores.auth.setState({ socialProviders: parsed.data })
  const configured = context.stores.wallets.getState().remoteFeatures.socials || []
  const missing = configured.filter(
    (id) => id !== 'email' && id !== 'farcaster' && !parsed.data.some((offer) => offer.id === id),
  )
  if (missing.length > 0) {
    context.logger.notice(`The auth server offers no ${missing.join(', ')} login: not shown`)
  }
}
