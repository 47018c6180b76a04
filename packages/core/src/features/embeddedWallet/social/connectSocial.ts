import type { LatchContext } from '../../../client/context.js'
import { pushView } from '../../../flows/modal.js'
import { isInAppBrowser } from '../../../platform/isInAppBrowser.js'
import { isTelegram } from '../../../platform/isTelegram.js'
import { getChainState, patchAccountState } from '../../../state/chainStateAccess.js'
import { openSocialWindow } from './openSocialWindow.js'
import type { SocialLogins } from './socialLogin.js'

/**
 * Starts a social login with `provider` (an id of `getSocialOptions`). Call it inside the click,
 * with no `await` before it: its first step opens the login popup, which a browser allows only
 * there (an open popup of an earlier try is reused). In Telegram, in an in-app browser, or when the
 * browser blocks the popup, the page itself goes to the provider and comes back (redirect mode).
 * Shows ConnectingSocial (`{ social: provider }`, `socialProvider` and `socialWindow` in eip155's
 * account state); the rest is `socialLogin` (the embedded wallet's chunk, where this runs). Never
 * throws: a failure is ConnectingSocial's `error`.
 * @param socialLogin - The login once the window is open (see `createSocialLogins`).
 */
export function connectSocial(
  context: LatchContext,
  provider: string,
  socialLogin: SocialLogins['socialLogin'],
): void {
  const { stores } = context
  const earlier = getChainState(stores, 'eip155')?.accountState.socialWindow
  const socialWindow =
    isTelegram() || isInAppBrowser()
      ? null
      : earlier && !earlier.closed
        ? earlier
        : openSocialWindow(window)
  patchAccountState(stores, 'eip155', {
    socialProvider: provider,
    socialWindow: socialWindow ?? undefined,
  })
  if (stores.router.getState().view === 'ConnectingSocial') {
    stores.router.setState({ data: { social: provider } })
  } else pushView(context, 'ConnectingSocial', { social: provider })
  void socialLogin({ provider, socialWindow })
}
