import type { AuthFrameSession } from '@latch/core/auth-frame'
import { type Address, isAddressEqual } from 'viem'
import { AuthFrameError, unauthorized } from '../errors/AuthFrameError.js'
import { fromBase64 } from '../keys/base64.js'
import type { DeviceStore, StoredSession } from '../keys/deviceStore.js'
import { createProofKey } from '../keys/dpopProof.js'
import type { SigningShares } from '../keys/withSigningAccount.js'
import { createPasskeyCeremonies, type PasskeyCeremonies } from '../passkey/ceremonies.js'
import type { PasskeyPresenter } from '../passkey/createPasskeyView.js'
import { AuthServerError } from '../server/AuthServerError.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession } from '../server/schemas.js'
import { type ActiveSession, toFrameSession } from './ActiveSession.js'
import { createFarcasterLogin } from './createFarcasterLogin.js'
import { createPasskeyLogin, passkeysOff } from './createPasskeyLogin.js'
import { createSocialLogin } from './createSocialLogin.js'
import { type LoginPasskey, openWallet } from './openWallet.js'
import { toLoginError } from './toLoginError.js'

// An access token this close to its expiry is refreshed before use.
const EXPIRY_MARGIN_MS = 30_000

/** The frame's login state (see {@link createSessionManager}). */
export type SessionManager = ReturnType<typeof createSessionManager>

/**
 * Holds the signed-in user of one project: the access token and the auth share in memory only,
 * the refresh token and this device's key share in IndexedDB. Each login makes a
 * non-extractable signing key the server binds the refresh token to: every refresh is signed
 * with it (DPoP), so the token alone refreshes nothing. Refresh tokens are rotated on every use,
 * so refreshes never run concurrently. Code requests and logins also prove the browser's
 * persistent device key (`getDeviceProofKey`): a browser the user has logged in from is not held
 * by the lockout a stranger's wrong codes put on the address.
 *
 * @param parameters.projectId - The integrator's project id (from the frame URL).
 * @param parameters.origin - The verified host origin, sent with every code request.
 * @param parameters.server - The auth server's API client.
 * @param parameters.store - This device's storage.
 * @param parameters.onEnded - Called when the server ends the session (refresh refused).
 * @param parameters.passkeys - The passkey panel and WebAuthn prompts (without them passkeys are
 *   not offered).
 * @param parameters.now - The clock in ms, replaceable in tests.
 */
export function createSessionManager(parameters: {
  projectId: string
  /** The verified host origin, named in the code email (the server requires it). */
  origin: string
  server: AuthServerClient
  store: DeviceStore
  onEnded: () => void
  passkeys?: { view: PasskeyPresenter; ceremonies?: PasskeyCeremonies }
  now?: () => number
}) {
  const { projectId, server, store, onEnded } = parameters
  const now = parameters.now ?? Date.now
  let active: ActiveSession | undefined
  let refreshing: Promise<{ session: ServerSession; proofKey: CryptoKeyPair }> | undefined

  function forget() {
    active?.authShare?.fill(0)
    active = undefined
  }

  /**
   * A login's end: stores the session, opens the wallet. A wallet only a passkey opens here
   * (`passkey_required`) ends the new session: it is revoked and forgotten.
   */
  async function begin(
    session: ServerSession,
    proofKey: CryptoKeyPair,
    passkey?: LoginPasskey,
  ): Promise<AuthFrameSession> {
    await store.setSession(projectId, { refreshToken: session.refreshToken, proofKey })
    let wallet: Awaited<ReturnType<typeof openWallet>>
    try {
      wallet = await openWallet({ projectId, session, server, store, passkey })
    } catch (error) {
      if (error instanceof AuthFrameError && error.reason === 'passkey_required') {
        await store.setSession(projectId, undefined)
        await server.logout(session.refreshToken).catch(() => {})
      }
      throw error
    }
    forget()
    const { user } = session
    active = {
      userId: user.id,
      email: user.email,
      username: user.username ?? null,
      provider: user.provider ?? null,
      address: wallet.address,
      deviceShare: wallet.deviceShare,
      authShare: wallet.authShare,
      accessToken: session.accessToken,
      accessTokenExpiresAt: now() + session.expiresIn * 1000,
      passkeys: user.passkeys,
      recovery: session.wallet?.recovery,
    }
    return toFrameSession(active)
  }

  // One refresh at a time: a second use of a rotated token would revoke the whole family.
  function refresh(
    stored: StoredSession,
  ): Promise<{ session: ServerSession; proofKey: CryptoKeyPair }> {
    const { proofKey } = stored
    refreshing ??= server.refresh(stored.refreshToken, proofKey).then(
      async (session) => {
        refreshing = undefined
        await store.setSession(projectId, { refreshToken: session.refreshToken, proofKey })
        return { session, proofKey }
      },
      async (error: unknown) => {
        refreshing = undefined
        if (error instanceof AuthServerError && error.status === 401)
          await store.setSession(projectId, undefined)
        throw error
      },
    )
    return refreshing
  }

  async function accessToken(): Promise<string> {
    if (!active) throw unauthorized()
    if (now() < active.accessTokenExpiresAt - EXPIRY_MARGIN_MS) return active.accessToken
    const stored = await store.getSession(projectId)
    try {
      if (!stored) throw new AuthServerError(401, 'invalid_session')
      const { session } = await refresh(stored)
      if (!active) throw unauthorized()
      active.accessToken = session.accessToken
      active.accessTokenExpiresAt = now() + session.expiresIn * 1000
      return active.accessToken
    } catch (error) {
      if (error instanceof AuthServerError && error.status === 401) {
        forget()
        onEnded()
      }
      throw toLoginError(error)
    }
  }

  /**
   * The shares {@link withSigningAccount} needs. The auth share is fetched once per session and
   * kept in memory only.
   * @throws {AuthFrameError} 4100 when signed out or the session ended.
   */
  async function signingShares(): Promise<SigningShares> {
    if (!active) throw unauthorized()
    if (!active.authShare) {
      const token = await accessToken()
      let released: { address: string; authShare: string }
      try {
        released = await server.getAuthShare(token)
      } catch (error) {
        if (error instanceof AuthServerError && error.status === 401) {
          forget()
          onEnded()
        }
        throw toLoginError(error)
      }
      if (!active || !isAddressEqual(released.address as Address, active.address))
        throw unauthorized('The auth share is not this wallet’s.')
      active.authShare = fromBase64(released.authShare)
    }
    return {
      address: active.address,
      deviceShare: active.deviceShare,
      authShare: active.authShare,
    }
  }

  /**
   * Revokes the session on the server (best effort), forgets its refresh token and auth share,
   * and hides the passkey panel (a refusal it still says belongs to the user signing out).
   */
  async function signOut(): Promise<void> {
    const stored = await store.getSession(projectId)
    forget()
    parameters.passkeys?.view.hide()
    await store.setSession(projectId, undefined)
    if (stored)
      await server.logout(stored.refreshToken).catch((error: unknown) => {
        console.warn('[Latch auth frame] Logout did not reach the auth server.', error)
      })
  }

  const passkeyLogin = parameters.passkeys
    ? createPasskeyLogin({
        ...parameters,
        view: parameters.passkeys.view,
        ceremonies: parameters.passkeys.ceremonies ?? createPasskeyCeremonies(),
        begin,
        end: signOut,
        user: () =>
          active && {
            userId: active.userId,
            address: active.address,
            passkeys: active.passkeys ?? 0,
            recovery: active.recovery ?? 'login',
          },
        accessToken,
        signingShares,
        updated: (changes) => {
          if (active) Object.assign(active, changes)
        },
      })
    : passkeysOff

  return {
    /** The signed-in user and wallet, or `null`. */
    current(): AuthFrameSession | null {
      return active ? toFrameSession(active) : null
    },

    /**
     * `sendCode` (and the code form's "Resend code"): asks the server to email a one-time code.
     * @returns `expiresAt`, ISO 8601.
     * @throws {AuthFrameError} With `reason` `rate_limited` or `network`.
     */
    async sendCode(email: string): Promise<{ expiresAt: string }> {
      try {
        const deviceKey = await store.getDeviceProofKey()
        return await server.sendCode({ projectId, email, origin: parameters.origin }, deviceKey)
      } catch (error) {
        throw toLoginError(error)
      }
    },

    /**
     * Checks a code typed in the frame's own form, then loads or makes the wallet (what
     * `awaitLogin` waits for).
     * @throws {AuthFrameError} With `reason` `invalid_code` (and `attemptsLeft`), `expired_code`,
     *   `locked`, `rate_limited` or `network`.
     */
    async verifyCode(email: string, code: string): Promise<AuthFrameSession> {
      try {
        const proofKey = await createProofKey()
        const deviceKey = await store.getDeviceProofKey()
        const session = await server.verifyCode({ projectId, email, code }, proofKey, deviceKey)
        return await begin(session, proofKey)
      } catch (error) {
        throw toLoginError(error)
      }
    },

    ...createSocialLogin({ ...parameters, begin }),
    ...createFarcasterLogin({ ...parameters, begin }),
    ...passkeyLogin,

    /**
     * `init`: restores the stored session without a new code.
     * @returns The session, or `null` when none is stored or the server refuses it.
     */
    async restore(): Promise<AuthFrameSession | null> {
      if (active) return toFrameSession(active)
      const stored = await store.getSession(projectId)
      if (!stored) return null
      try {
        const { session, proofKey } = await refresh(stored)
        return await begin(session, proofKey)
      } catch (error) {
        console.warn(
          '[Latch auth frame] The stored session could not be restored:',
          error instanceof Error ? error.message : error,
        )
        return null
      }
    },

    signingShares,

    /** `signOut`: {@link signOut}; this device's key share stays. */
    signOut,
  }
}
