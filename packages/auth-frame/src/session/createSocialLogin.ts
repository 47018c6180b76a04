import type { AuthFrameSession } from '@latch/core/auth-frame'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import type { DeviceStore } from '../keys/deviceStore.js'
import { createProofKey } from '../keys/dpopProof.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession } from '../server/schemas.js'
import { pollLoginResult } from './pollLoginResult.js'
import { toLoginError } from './toLoginError.js'

/** Whether `url` is a page of `origin`. */
function isOn(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}

/**
 * The social login half of `createSessionManager`: each attempt gets its own non-extractable
 * proof key, stored with the attempt (one per project) so that a page coming back from a
 * redirect-mode login can still collect it; only that key's proofs collect the session, whose
 * refresh token the server binds to the same key.
 *
 * @param parameters.origin - The verified host origin (the server checks it against the project).
 * @param parameters.begin - Opens a session: stores it, loads or makes the wallet.
 */
export function createSocialLogin(parameters: {
  projectId: string
  origin: string
  server: AuthServerClient
  store: DeviceStore
  begin: (session: ServerSession, proofKey: CryptoKeyPair) => Promise<AuthFrameSession>
}) {
  const { projectId, origin, server, store, begin } = parameters
  // The completion secret handed over for an attempt (one attempt is pending per project), and the
  // result requests in flight, each aborted when its attempt's completion arrives.
  let completed: { attemptId: string; completion: string } | undefined
  const polls = new Set<{ attemptId: string; poll: AbortController }>()

  /** The stored attempt `attemptId`, if it is this project's pending one. */
  async function pending(attemptId: string) {
    const attempt = await store.getSocialAttempt(projectId)
    return attempt?.attemptId === attemptId ? attempt : undefined
  }

  /** Forgets `attemptId`'s completion, and the stored attempt if it still is `attemptId`. */
  async function forget(attemptId: string, stored: boolean) {
    if (completed?.attemptId === attemptId) completed = undefined
    if (stored && (await pending(attemptId))) await store.setSocialAttempt(projectId, undefined)
  }

  /**
   * One `POST /v1/social/result` for `attemptId` with its completion if known, aborted by `signal`
   * or by the attempt's completion arriving meanwhile (then it answers `undefined`: ask again).
   */
  async function askResult(attemptId: string, proofKey: CryptoKeyPair, signal: AbortSignal) {
    const entry = { attemptId, poll: new AbortController() }
    const stop = () => entry.poll.abort()
    signal.addEventListener('abort', stop)
    polls.add(entry)
    const completion = completed?.attemptId === attemptId ? completed.completion : undefined
    try {
      return await server.socialResult(attemptId, completion, proofKey, entry.poll.signal)
    } catch (error) {
      if (entry.poll.signal.aborted && !signal.aborted) return undefined
      throw error
    } finally {
      signal.removeEventListener('abort', stop)
      polls.delete(entry)
    }
  }

  return {
    /**
     * `startSocial`: makes the attempt's non-extractable proof key, starts the login on the server
     * for the verified host origin and stores the attempt (replacing any pending one).
     * @param request.returnTo - The host page the login ends on, in both modes (the server sends
     *   the browser back to it with the completion secret); it must be on the host origin.
     * @returns The attempt's id and the URL the popup (or the page) opens.
     * @throws {AuthFrameError} -32602 'returnTo must be a page of the host origin.'; 4100 with
     *   `reason` `unknown_provider` or `rate_limited`; 4900 with `provider_unavailable` or `network`.
     */
    async startSocial(request: {
      provider: string
      mode: 'popup' | 'redirect'
      returnTo: string
    }): Promise<{ attemptId: string; url: string }> {
      const { provider, mode, returnTo } = request
      if (!isOn(returnTo, origin))
        throw new AuthFrameError(
          errorCodes.invalidParams,
          'returnTo must be a page of the host origin.',
        )
      try {
        const proofKey = await createProofKey()
        const body = { projectId, origin, mode, returnTo }
        const started = await server.startSocial(provider, body, proofKey)
        const { attemptId, expiresAt } = started
        await store.setSocialAttempt(projectId, { attemptId, provider, proofKey, expiresAt })
        return { attemptId, url: started.authorizeUrl }
      } catch (error) {
        throw toLoginError(error)
      }
    },

    /**
     * `awaitSocial`: asks the server for the attempt's outcome until it has one
     * ({@link pollLoginResult}: no deadline, up to 3 unreachable answers in a row ridden out),
     * then opens the session bound to the attempt's key and loads or makes the wallet. The server hands a succeeded login over only
     * with its completion secret (`completion`, or one {@link completeSocial} gives while this
     * waits: the request in flight is dropped and the server asked again at once). The attempt is
     * forgotten once it ended.
     * @throws {AuthFrameError} 4001 when `signal` aborts; 4100 `social_expired` for an attempt
     *   not stored here; else as {@link toLoginError} maps the server's answer (a wrong completion:
     *   4100 `social_failed`).
     */
    async awaitSocial(
      attemptId: string,
      signal: AbortSignal,
      completion?: string,
    ): Promise<AuthFrameSession> {
      if (completion) completed = { attemptId, completion }
      const attempt = await pending(attemptId)
      if (!attempt)
        throw new AuthFrameError(errorCodes.unauthorized, 'The login has expired.', {
          reason: 'social_expired',
        })
      try {
        const answer = await pollLoginResult(
          (signal) => askResult(attemptId, attempt.proofKey, signal),
          signal,
          () => forget(attemptId, true),
        )
        await forget(attemptId, true)
        return await begin(answer, attempt.proofKey)
      } catch (error) {
        throw toLoginError(error)
      }
    },

    /**
     * `completeSocial`: hands `attemptId`'s completion secret (from the login's return page) to its
     * running {@link awaitSocial}, which asks the server again at once; kept for the next
     * `awaitSocial` of that attempt when none runs.
     */
    completeSocial(attemptId: string, completion: string): void {
      completed = { attemptId, completion }
      for (const entry of polls) if (entry.attemptId === attemptId) entry.poll.abort()
    },

    /**
     * `cancelSocial`: forgets the attempt and abandons it on the server (best effort: a callback
     * already done is left alone there).
     */
    async cancelSocial(attemptId: string): Promise<void> {
      if (completed?.attemptId === attemptId) completed = undefined
      const attempt = await pending(attemptId)
      if (!attempt) return
      await store.setSocialAttempt(projectId, undefined)
      await server.cancelSocial(attemptId, attempt.proofKey).catch((error: unknown) => {
        console.warn('[Latch auth frame] The cancel did not reach the auth server.', error)
      })
    },
  }
}
