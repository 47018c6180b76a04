import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import * as z from 'zod/mini'
import { createServerCall } from './createServerCall.js'
import {
  allowedOriginsSchema,
  authShareSchema,
  codeSentSchema,
  creationOptionsSchema,
  farcasterStartSchema,
  passkeyOptionsSchema,
  passkeyRegisteredSchema,
  passkeysSchema,
  recoveryProtectedSchema,
  recoverySchema,
  recoverySecretSchema,
  requestOptionsSchema,
  rpcUrlsSchema,
  type ServerSession,
  sessionSchema,
  socialPendingSchema,
  socialProvidersSchema,
  socialStartSchema,
  walletCreatedSchema,
} from './schemas.js'

const loginResultSchema = z.union([sessionSchema, socialPendingSchema])
const requestOptions = passkeyOptionsSchema(requestOptionsSchema)
const creationOptions = passkeyOptionsSchema(creationOptionsSchema)

// What the server verifies of a passkey prompt: never `clientExtensionResults` (the PRF output).
type Assertion = Omit<AuthenticationResponseJSON, 'clientExtensionResults'>
type Registration = Omit<RegistrationResponseJSON, 'clientExtensionResults'>

/** The auth server's HTTP API (packages/auth-server/API.md), as the frame calls it same-origin. */
export type AuthServerClient = ReturnType<typeof createAuthServerClient>

/**
 * Creates the client of the auth server's API. Every response is parsed with zod; errors throw
 * `AuthServerError` (`network` when unreachable, timed out after 10 s, or malformed). Calls
 * given a proof key carry a DPoP proof signed with it, dated by the server's clock as its last
 * `Date` header told (a device clock minutes off would otherwise make every proof stale). Code
 * requests and logins given the browser's device key carry a proof signed with it, of the same
 * form, in the `Latch-Device-Proof` header (a browser that logged in before is let past its
 * address's lockout).
 *
 * @param parameters.baseUrl - The server's origin (the frame's own `location.origin`).
 * @param parameters.fetch - `fetch`, replaceable in tests.
 * @param parameters.now - The device clock in ms, replaceable in tests.
 */
export function createAuthServerClient(parameters: {
  baseUrl: string
  fetch?: typeof fetch
  now?: () => number
}) {
  const call = createServerCall(parameters)
  return {
    /** `GET /projects/v1/origins`: the project's allowed host origins. */
    async getAllowedOrigins(projectId: string): Promise<string[]> {
      const path = `/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`
      return (await call(allowedOriginsSchema, 'GET', path)).allowedOrigins
    },
    /**
     * `GET /projects/v1/rpc-urls`: the RPC URLs the project trusts, by CAIP-2 id (`eip155:1`);
     * the frame reads tokens and simulations only through these.
     */
    async getRpcUrls(projectId: string): Promise<Record<string, string>> {
      const path = `/projects/v1/rpc-urls?projectId=${encodeURIComponent(projectId)}`
      return (await call(rpcUrlsSchema, 'GET', path)).rpcUrls
    },
    /**
     * `POST /v1/email/code`: emails a one-time code; `expiresAt` is ISO 8601. `origin` (the verified
     * host page, required) is named in the email, so a user sent a code by another site can tell.
     * `deviceKey`, the browser's device proof key, if it has one, signs a `Latch-Device-Proof`.
     */
    sendCode: (
      body: { projectId: string; email: string; origin: string },
      deviceKey?: CryptoKeyPair,
    ) => call(codeSentSchema, 'POST', '/v1/email/code', { body, deviceKey }),
    /**
     * `POST /v1/email/verify`: checks the 6-digit code and opens a session whose refresh token is
     * bound to `proofKey` (the request carries a DPoP proof signed with it). `deviceKey`, the
     * browser's device proof key, if it has one, signs a `Latch-Device-Proof`: the server then
     * knows this browser as one the user logged in from.
     */
    verifyCode: (
      body: { projectId: string; email: string; code: string },
      proofKey: CryptoKeyPair,
      deviceKey?: CryptoKeyPair,
    ): Promise<ServerSession> =>
      call(sessionSchema, 'POST', '/v1/email/verify', { body, proofKey, deviceKey }),
    /**
     * `POST /v1/session/refresh`: a new session; the refresh token is rotated. `proofKey` is the
     * key the login bound the token to.
     */
    refresh: (refreshToken: string, proofKey: CryptoKeyPair): Promise<ServerSession> =>
      call(sessionSchema, 'POST', '/v1/session/refresh', { body: { refreshToken }, proofKey }),
    /** `GET /v1/social/providers`: the social logins the server offers (`{ id, name }`). */
    async getSocialProviders(): Promise<{ id: string; name: string }[]> {
      return (await call(socialProvidersSchema, 'GET', '/v1/social/providers')).providers
    },
    /**
     * `POST /v1/social/{provider}/start`: starts a social login bound to `proofKey` (the request
     * carries its DPoP proof); `origin` is the verified host page, `returnTo` a page on it where
     * the login ends, in both modes, with the completion secret (`latch_social_popup` in popup
     * mode, `latch_social` in redirect mode). Answers `{ attemptId, authorizeUrl, expiresAt }`;
     * `authorizeUrl` is what the popup or the page opens.
     */
    startSocial: (
      provider: string,
      body: { projectId: string; origin: string; mode: 'popup' | 'redirect'; returnTo: string },
      proofKey: CryptoKeyPair,
    ) =>
      call(socialStartSchema, 'POST', `/v1/social/${encodeURIComponent(provider)}/start`, {
        body,
        proofKey,
      }),
    /**
     * `POST /v1/social/result`: waits (the server up to 8 s; this call up to 10 s, or until
     * `signal` aborts) for the attempt's outcome. Answers the `Session` (its refresh token bound
     * to `proofKey`, the attempt's key) only when `completion` is the one the login's return page
     * carried; `{ status: 'pending' }` while the login runs, and for a login that succeeded when
     * `completion` is absent. A failed, cancelled or expired attempt throws
     * `AuthServerError` (`social_failed` with `reason`, `social_cancelled`, `social_expired`,
     * `unknown_attempt`), and so does another completion (401 `invalid_completion`).
     */
    async socialResult(
      attemptId: string,
      completion: string | undefined,
      proofKey: CryptoKeyPair,
      signal?: AbortSignal,
    ): Promise<ServerSession | { status: 'pending' }> {
      return call(loginResultSchema, 'POST', '/v1/social/result', {
        body: { attemptId, ...(completion ? { completion } : {}) },
        proofKey,
        ...(signal ? { signal } : {}),
      })
    },
    /** `POST /v1/social/cancel`: abandons the attempt (`proofKey`: the attempt's key). */
    async cancelSocial(attemptId: string, proofKey: CryptoKeyPair): Promise<void> {
      await call(null, 'POST', '/v1/social/cancel', { body: { attemptId }, proofKey })
    },
    /**
     * `POST /v1/farcaster/start`: starts a Sign In With Farcaster login bound to `proofKey` (the
     * request carries its DPoP proof) for the verified host page `origin`. Answers `{ attemptId,
     * url, expiresAt }`; `url` is the relay channel's, what the QR code holds.
     */
    startFarcaster: (body: { projectId: string; origin: string }, proofKey: CryptoKeyPair) =>
      call(farcasterStartSchema, 'POST', '/v1/farcaster/start', { body, proofKey }),
    /**
     * `POST /v1/farcaster/result`: waits (the server up to 8 s; this call up to 10 s, or until
     * `signal` aborts) for the attempt's outcome: the `Session` (its refresh token bound to
     * `proofKey`, the attempt's key), or `{ status: 'pending' }`. A refused, expired or cancelled
     * attempt throws `AuthServerError` (`farcaster_refused` with `reason`,
     * `farcaster_expired`, `farcaster_cancelled`, `unknown_attempt`; 503 `relay_unavailable`,
     * `optimism_rpc_unavailable`).
     */
    farcasterResult: (
      attemptId: string,
      proofKey: CryptoKeyPair,
      signal?: AbortSignal,
    ): Promise<ServerSession | { status: 'pending' }> =>
      call(loginResultSchema, 'POST', '/v1/farcaster/result', {
        body: { attemptId },
        proofKey,
        ...(signal ? { signal } : {}),
      }),
    /** `POST /v1/farcaster/cancel`: abandons the attempt (`proofKey`: the attempt's key). */
    async cancelFarcaster(attemptId: string, proofKey: CryptoKeyPair): Promise<void> {
      await call(null, 'POST', '/v1/farcaster/cancel', { body: { attemptId }, proofKey })
    },
    /** `POST /v1/session/logout`: revokes the refresh token's family. */
    async logout(refreshToken: string): Promise<void> {
      await call(null, 'POST', '/v1/session/logout', { body: { refreshToken } })
    },
    /** `POST /v1/wallet/recovery-secret`: a new 32-byte recovery secret (base64), fresh login only. */
    createRecoverySecret: (accessToken: string) =>
      call(recoverySecretSchema, 'POST', '/v1/wallet/recovery-secret', { accessToken }),
    /** `POST /v1/wallet`: stores the auth share and the encrypted recovery share (base64). */
    createWallet: (
      accessToken: string,
      body: { address: string; authShare: string; recoveryShare: string },
    ) => call(walletCreatedSchema, 'POST', '/v1/wallet', { accessToken, body }),
    /** `GET /v1/wallet/auth-share`: the auth share (base64) released to this session. */
    getAuthShare: (accessToken: string) =>
      call(authShareSchema, 'GET', '/v1/wallet/auth-share', { accessToken }),
    /**
     * `GET /v1/wallet/recovery` (fresh login only): the encrypted recovery share and its secret,
     * or once a passkey protects the wallet, the shares each PRF passkey wraps.
     */
    getRecovery: (accessToken: string) =>
      call(recoverySchema, 'GET', '/v1/wallet/recovery', { accessToken }),
    /** `GET /v1/passkeys`: `{ rpId }`; 404 `passkeys_unavailable` when passkeys are off. */
    getPasskeys: () => call(passkeysSchema, 'GET', '/v1/passkeys'),
    /** `POST /v1/passkeys/login/options`: a discoverable login's challenge, bound to `proofKey`. */
    passkeyLoginOptions: (body: { projectId: string; origin: string }, proofKey: CryptoKeyPair) =>
      call(requestOptions, 'POST', '/v1/passkeys/login/options', { body, proofKey }),
    /** `POST /v1/passkeys/login/verify`: the session, its refresh token bound to `proofKey`. */
    passkeyLoginVerify: (
      body: { challengeId: string; response: Assertion },
      proofKey: CryptoKeyPair,
    ): Promise<ServerSession> =>
      call(sessionSchema, 'POST', '/v1/passkeys/login/verify', { body, proofKey }),
    /** `POST /v1/passkeys/register/options`: a new passkey's options for the signed-in user. */
    passkeyRegisterOptions: (accessToken: string, body: { origin: string }) =>
      call(creationOptions, 'POST', '/v1/passkeys/register/options', { accessToken, body }),
    /** `POST /v1/passkeys/register/verify`: stores the passkey; `prf` is what the frame saw. */
    passkeyRegisterVerify: (
      accessToken: string,
      body: { challengeId: string; response: Registration; prf: boolean },
    ) =>
      call(passkeyRegisteredSchema, 'POST', '/v1/passkeys/register/verify', { accessToken, body }),
    /** `POST /v1/passkeys/recovery/options`: asks one of the user's unconfirmed PRF passkeys. */
    passkeyRecoveryOptions: (accessToken: string, body: { origin: string }) =>
      call(requestOptions, 'POST', '/v1/passkeys/recovery/options', { accessToken, body }),
    /**
     * `POST /v1/passkeys/recovery/confirm`: stores `wrappedShare` (base64) for the asserting
     * passkey and removes the copy the server could open, in one transaction.
     */
    passkeyRecoveryConfirm: (
      accessToken: string,
      body: { challengeId: string; response: Assertion; wrappedShare: string },
    ) =>
      call(recoveryProtectedSchema, 'POST', '/v1/passkeys/recovery/confirm', { accessToken, body }),
  }
}
