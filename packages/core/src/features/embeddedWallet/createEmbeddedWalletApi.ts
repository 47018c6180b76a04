import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import type { FeatureApi } from '../../client/defineFeature.js'
import type { PreferredAccountType } from '../../options/types.js'
import { getPasskeyPlacement, type PasskeyPlacement } from '../../rules/getPasskeyPlacement.js'
import type { SocialOption } from '../../rules/getSocialOptions.js'
import { setPreferredAccountType } from '../smartAccount/setPreferredAccountType.js'
import { canAddPasskey } from './canAddPasskey.js'
import { canLogInWithPasskey } from './canLogInWithPasskey.js'
import { createAuthSession } from './createAuthSession.js'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import { failAuthInit } from './failAuthInit.js'
import { connectFarcaster } from './farcaster/connectFarcaster.js'
import { createFarcasterLogins, type FarcasterLogins } from './farcaster/farcasterLogin.js'
import { addPasskey } from './passkeys/addPasskey.js'
import { connectPasskey } from './passkeys/connectPasskey.js'
import { connectSocial } from './social/connectSocial.js'
import { createSocialLogins, type SocialLogins } from './social/socialLogin.js'
import { socialOptions } from './social/socialOptions.js'
import { takeSocialResult } from './social/takeSocialResult.js'
import type { AuthSession, EmailLoginResult } from './types.js'

/**
 * The embedded wallet's lazy part, once loaded: the frame's session, the email login, the social
 * logins (see `createSocialLogins`) and the passkeys.
 */
export type EmbeddedWalletApi = FeatureApi &
  Pick<SocialLogins, 'socialLogin' | 'resumeSocial'> &
  Pick<FarcasterLogins, 'farcasterLogin'> & {
    /**
     * Loads the secure frame and makes its session (see `createAuthSession`).
     * @throws {AuthFrameError} When the frame does not load or answer.
     */
    createSession(): Promise<AuthSession>
    /**
     * Sends a one-time code to `email` and shows Confirm Email (see `AuthSession.sendCode`). Never
     * rejects: a frame that does not load is the toast and message 'A problem occurred while trying
     * initialize authentication' (`error.authInitFailed`).
     */
    sendEmailCode(email: string): Promise<EmailLoginResult>
    /**
     * The social logins to offer now, in order (see `socialOptions`): none in a page framed by
     * another site; else the `socials` remote feature filtered for Telegram's webview on this device, narrowed to the auth server's list once the
     * frame told, each with its display name. Empty when social login is off.
     */
    getSocialOptions(): SocialOption[]
    /**
     * Starts a social login with `provider` (an id of `getSocialOptions`), synchronously: call it
     * inside the click with no `await` before it, as it opens the login popup first (see
     * `connectSocial`). Never throws: failures are ConnectingSocial's `error`. `'farcaster'` is
     * {@link EmbeddedWalletApi.connectFarcaster} (no popup).
     */
    connectSocial(provider: string): void
    /**
     * Starts a Farcaster login (Sign In With Farcaster): shows ConnectingFarcaster, whose state is
     * the router's `data.farcaster` (`'starting' | 'waiting' | 'expired' | 'failed'`) and
     * `data.error` (the message, with `'expired'` and `'failed'`), and eip155's
     * `accountState.farcasterUrl` (the relay channel's URL for the QR code or the "Open Farcaster"
     * link, while `'waiting'`). "Try again" and "Get a new QR code" call it again (or
     * `farcasterLogin`): a new channel. Leaving the view cancels the login and clears the URL.
     * Once logged in, the embedded wallet connects (CONNECT_SUCCESS method `farcaster`) and the
     * modal closes. Never throws.
     */
    connectFarcaster(): void
    /**
     * Finishes what the page a social login ended on carried (taken from the address bar at start):
     * in the login popup, hands it to the page that opened it and closes; back from a
     * redirect-mode login, finishes the login (see `takeSocialResult`).
     */
    takeSocialResult(result: { value: string; popup: boolean }): void
    /**
     * Logs in with a passkey: shows ConnectingPasskey with the secure frame, whose "Use a passkey"
     * button starts the browser's prompt; once logged in, the embedded wallet connects
     * (CONNECT_SUCCESS method `passkey`). Cancelling the prompt goes back to Connect; other failures
     * are ConnectingPasskey's `error`. Never throws.
     */
    connectPasskey(): void
    /**
     * Where the Connect view puts "Continue with a passkey" (see `getPasskeyPlacement`): `'none'`
     * until passkeys may be used here (`canLogInWithPasskey`) and the secure frame said it offers
     * them; then the email block when its form shows, else the social block when social logins
     * show.
     */
    passkeyPlacement(shown: { emailShown: boolean; socialShown: boolean }): PasskeyPlacement
    /**
     * Whether the Account view offers "Add a passkey" (see `canAddPasskey`): passkeys may be used
     * and are offered, and eip155 is connected through the embedded wallet.
     */
    canAddPasskey(): boolean
    /**
     * Adds a passkey to the connected embedded wallet's user: shows Add a passkey with the secure
     * frame; once added, the account's `user` says so, the toast 'Passkey added' shows and the
     * modal goes back to Account (also when the user cancels). Other failures are Add a passkey's
     * `error`. Never rejects.
     */
    addPasskey(): Promise<void>
    /** See `LatchClient.setPreferredAccountType` (and `setPreferredAccountType`). */
    setPreferredAccountType(
      accountType: PreferredAccountType,
      namespace?: ChainNamespace,
    ): Promise<void>
    /** Removes the frame (the session in it, once made); the client is being destroyed. */
    destroy(): void
  }

/**
 * Makes the embedded wallet's API for one client (the feature's lazy chunk entry).
 * @param wallet - The client's start-up part: the provider's listeners and the frame's container.
 */
export function createEmbeddedWalletApi(
  context: LatchContext,
  wallet: EmbeddedWallet,
): EmbeddedWalletApi {
  const social = createSocialLogins(context, wallet)
  const farcaster = createFarcasterLogins(context, wallet)
  return {
    createSession: () => createAuthSession(context, wallet),
    socialLogin: social.socialLogin,
    resumeSocial: social.resumeSocial,
    getSocialOptions: () => socialOptions(context),
    farcasterLogin: farcaster.farcasterLogin,
    connectSocial: (provider) =>
      provider === 'farcaster'
        ? connectFarcaster(context, farcaster.farcasterLogin)
        : connectSocial(context, provider, social.socialLogin),
    connectFarcaster: () => connectFarcaster(context, farcaster.farcasterLogin),
    takeSocialResult: (result) => takeSocialResult(context, result, social.resumeSocial),
    connectPasskey: () => void connectPasskey(context, wallet),
    passkeyPlacement: (shown) =>
      canLogInWithPasskey(context) && context.stores.auth.getState().passkeysOffered === true
        ? getPasskeyPlacement(shown)
        : 'none',
    canAddPasskey: () => canAddPasskey(context),
    addPasskey: () => addPasskey(context, wallet),
    setPreferredAccountType: (accountType, namespace) =>
      setPreferredAccountType(context, accountType, namespace),
    async sendEmailCode(email) {
      try {
        return await (await wallet.load()).sendCode(email)
      } catch (error) {
        return failAuthInit(context, error)
      }
    },
    destroy() {
      social.destroy()
      farcaster.destroy()
      void wallet
        .loaded()
        ?.then((session) => session.destroy())
        .catch(() => {})
    },
  }
}
