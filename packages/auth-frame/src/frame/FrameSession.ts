import type { AuthFramePasskeyAdded, AuthFrameSession } from '@latch/core/auth-frame'
import type { SigningShares } from '../keys/withSigningAccount.js'

/** What the frame handler needs of the login state (see `createSessionManager`). */
export type FrameSession = {
  current(): AuthFrameSession | null
  restore(): Promise<AuthFrameSession | null>
  sendCode(email: string): Promise<{ expiresAt: string }>
  /** Checks a code typed in the frame's own form (never one from the host). */
  verifyCode(email: string, code: string): Promise<AuthFrameSession>
  signingShares(): Promise<SigningShares>
  signOut(): Promise<void>
  /** Starts a social login; `url` is the page to open for it (see `createSocialLogin`). */
  startSocial(request: {
    provider: string
    mode: 'popup' | 'redirect'
    returnTo: string
  }): Promise<{ attemptId: string; url: string }>
  /** Waits for a social login's outcome (collected with its `completion`) until `signal` aborts. */
  awaitSocial(
    attemptId: string,
    signal: AbortSignal,
    completion?: string,
  ): Promise<AuthFrameSession>
  /** Hands a social login's completion secret to its wait (kept for the next one if none runs). */
  completeSocial(attemptId: string, completion: string): void
  /** Abandons a social login. */
  cancelSocial(attemptId: string): Promise<void>
  /** Starts a Farcaster login; `url` is the relay channel's (see `createFarcasterLogin`). */
  startFarcaster(): Promise<{ attemptId: string; url: string; expiresAt: string }>
  /** Waits for a Farcaster login's outcome until `signal` aborts. */
  awaitFarcaster(attemptId: string, signal: AbortSignal): Promise<AuthFrameSession>
  /** Abandons a Farcaster login. */
  cancelFarcaster(attemptId: string): Promise<void>
  /** Whether the server offers passkeys and the browser has WebAuthn. */
  passkeysAvailable(): Promise<boolean>
  /** Logs in with a passkey from the frame's own panel, until `signal` aborts. */
  passkeyLogin(signal: AbortSignal): Promise<AuthFrameSession>
  /** Adds a passkey to the signed-in user (and protects the recovery with it when it can). */
  addPasskey(signal: AbortSignal): Promise<AuthFramePasskeyAdded>
}
