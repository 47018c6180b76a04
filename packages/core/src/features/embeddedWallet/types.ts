import type { ChainNamespace } from '../../caip/types.js'
import type { Message } from '../../state/types.js'
import type {
  AuthFrameAccounts,
  AuthFrameFarcasterStart,
  AuthFramePasskeyAdded,
  AuthFrameSession,
} from './frameProtocol.js'

/**
 * The outcome of an email login step: `ok`, or the message the view shows (`undefined` when the
 * user abandoned the login).
 */
export type EmailLoginResult =
  | { ok: true; session: AuthFrameSession | null }
  | { ok: false; message: Message | undefined }

/**
 * The embedded wallet's session with the secure frame, made by the lazy auth chunk:
 * EIP-1193 requests under the allow-list, the email login, sign-out.
 */
export type AuthSession = {
  /**
   * One EIP-1193 request. Safe methods go straight to the frame; unsafe ones show the frame in the
   * "Approve Transaction" view and wait for the user there; others open the modal, show 'Action not
   * allowed' after 300 ms and reject.
   * @throws {AuthFrameError} The frame's error (code 4001 when the user rejects), or code 4200
   *   'Requested RPC call is not allowed'.
   */
  request(method: string, params: unknown): Promise<unknown>
  /**
   * Sends a one-time code to `email` and shows Confirm Email with the frame's code form; then, in
   * the background, connects the embedded wallet once the user typed the right code there (see
   * `sendEmailCode`, `awaitEmailLogin`).
   */
  sendCode(email: string): Promise<EmailLoginResult>
  /**
   * Starts a social login in the frame (a new attempt on the auth server, bound to the frame's key).
   * @param parameters.mode `'popup'` or `'redirect'`.
   * @param parameters.returnTo This page (an http(s) URL on the host origin), where the login ends
   *   in both modes: the auth server sends the browser back to it with the attempt's completion.
   * @returns The attempt's id and the auth server's URL to open for it.
   * @throws {AuthFrameError} Reasons `provider_unavailable`, `unknown_provider`, `rate_limited`,
   *   `network`, or another frame error.
   */
  startSocial(parameters: {
    provider: string
    mode: 'popup' | 'redirect'
    returnTo: string
  }): Promise<{ attemptId: string; url: string }>
  /**
   * Waits (no deadline) until the attempt logged in, its completion reached the frame (`completion`
   * here, or later by {@link AuthSession.completeSocial}) and the wallet is open in the frame.
   * @param completion - The completion secret the login's return page carried, if known.
   * @returns The signed-in user (`provider` set).
   * @throws {AuthFrameError} 4001 when cancelled; reasons `access_denied`, `email_unverified`,
   *   `provider_unavailable`, `social_expired`, `social_failed`, …
   */
  awaitSocial(attemptId: string, completion?: string): Promise<AuthFrameSession>
  /**
   * Hands the attempt's completion secret (from the login popup) to the frame, whose waiting
   * {@link AuthSession.awaitSocial} then asks the auth server again at once. Never rejects.
   */
  completeSocial(attemptId: string, completion: string): Promise<void>
  /** Abandons the attempt (the frame stops waiting; the server cancels it). Never rejects. */
  cancelSocial(attemptId: string): Promise<void>
  /**
   * Starts a Sign In With Farcaster login in the frame: the auth server opens a relay channel
   * bound to the frame's key.
   * @returns The attempt's id, the channel's URL (what the QR code holds) and when it expires (an
   *   ISO 8601 date).
   * @throws {AuthFrameError} Reasons `relay_unavailable`, `unknown_provider` (Farcaster off),
   *   `rate_limited`, `network`, or another frame error.
   */
  startFarcaster(): Promise<AuthFrameFarcasterStart>
  /**
   * Waits (no deadline) until the Farcaster app completed the attempt, the auth server verified it
   * and the wallet is open in the frame.
   * @returns The signed-in user (`provider` `'farcaster'`).
   * @throws {AuthFrameError} 4001 when cancelled; reasons `farcaster_expired`, `farcaster_refused`,
   *   `relay_unavailable`, `optimism_rpc_unavailable`, …
   */
  awaitFarcaster(attemptId: string): Promise<AuthFrameSession>
  /** Abandons the attempt (the frame stops waiting; the server cancels it). Never rejects. */
  cancelFarcaster(attemptId: string): Promise<void>
  /**
   * Logs in with a passkey in the frame (its "Use a passkey" button: the browser asks only after a
   * click there); waits with no deadline, and the wallet opens in the frame.
   * @returns The signed-in user.
   * @throws {AuthFrameError} 4001 when the user cancelled the passkey prompt or left the view;
   *   reasons `passkey_required`, `passkey_unavailable`, `unknown_credential`, `passkey_failed`,
   *   `rate_limited`, `network`, or another frame error.
   */
  passkeyLogin(): Promise<AuthFrameSession>
  /**
   * Adds a passkey to the signed-in user in the frame (its "Create a passkey" button, then
   * "Confirm passkey" when the passkey can protect the wallet); waits with no deadline.
   * @returns How many passkeys the user has now (1–100), what recovers the wallet on a new device
   *   (`'passkey'` once a passkey protects it) and whether this passkey could (`prf`).
   * @throws {AuthFrameError} 4001 when the user cancelled or left the view; 4100 without a session;
   *   reason `passkey_failed`, or another frame error.
   */
  addPasskey(): Promise<AuthFramePasskeyAdded>
  /**
   * Puts the signed-in user in `namespace`'s account state after a reload: `user` (email,
   * username), `socialProvider`, and the connector named after the social provider (`'GitHub'`).
   */
  applyLogin(namespace: ChainNamespace): void
  /**
   * Makes `accountType` the session's preferred account type in the frame (ERC-4337 or EIP-7702
   * smart account where the network has one, else the EOA).
   * @returns The accounts on the active chain (see {@link AuthFrameAccounts}); the frame posts
   *   `accountsChanged` when the active address changed.
   * @throws {AuthFrameError} 4100 without a session; -32603 'The auth frame answered accounts
   *   Latch cannot read' for a malformed answer; another frame error.
   */
  setAccountType(accountType: 'eoa' | 'smartAccount'): Promise<AuthFrameAccounts>
  /**
   * The wallet's accounts on the active chain: the type in use, the accounts with their types
   * (the active one first), whether the smart account has code.
   * @throws {AuthFrameError} As {@link AuthSession.setAccountType}.
   */
  getAccounts(): Promise<AuthFrameAccounts>
  /** The signed-in user, once the frame said who. */
  getSession(): AuthFrameSession | null
  /** Ends the session in the frame and on the auth server. */
  signOut(): Promise<void>
  /** Removes the frame and stops watching. */
  destroy(): void
}
