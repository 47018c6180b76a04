import type { AuthFrameSession } from '@latch/core/auth-frame'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { createProofKey } from '../keys/dpopProof.js'
import { AuthServerError } from '../server/AuthServerError.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession } from '../server/schemas.js'
import { pollLoginResult } from './pollLoginResult.js'
import { toLoginError } from './toLoginError.js'

/** A Farcaster attempt's error as the host is told it: one the server no longer knows expired. */
function toFarcasterError(error: unknown): AuthFrameError {
  if (error instanceof AuthServerError && error.error === 'unknown_attempt')
    return toLoginError(new AuthServerError(400, 'farcaster_expired', { cause: error }))
  return toLoginError(error)
}

/**
 * The Sign In With Farcaster half of `createSessionManager`. The auth server is the SIWF app: it
 * opens the relay channel, verifies the signed message and opens the session; the frame only
 * starts the attempt with a new non-extractable proof key, waits for its outcome with proofs of
 * that key (the session's refresh token is bound to it) and opens the wallet. The attempt lives in
 * memory only (a QR code login never leaves the page); one at a time: a new start cancels the one
 * before, on the server too.
 *
 * @param parameters.origin - The verified host origin (the server checks it against the project
 *   and names its host in the message the Farcaster app signs).
 * @param parameters.begin - Opens a session: stores it, loads or makes the wallet.
 */
export function createFarcasterLogin(parameters: {
  projectId: string
  origin: string
  server: AuthServerClient
  begin: (session: ServerSession, proofKey: CryptoKeyPair) => Promise<AuthFrameSession>
}) {
  const { projectId, origin, server, begin } = parameters
  let attempt: { attemptId: string; proofKey: CryptoKeyPair } | undefined

  /** Forgets `attemptId` if it is the attempt held. */
  const forget = async (attemptId: string) => {
    if (attempt?.attemptId === attemptId) attempt = undefined
  }

  /** Abandons `held` on the server (best effort: a verification already running is left alone). */
  const cancel = (held: { attemptId: string; proofKey: CryptoKeyPair }) =>
    server.cancelFarcaster(held.attemptId, held.proofKey).catch((error: unknown) => {
      console.warn('[Latch auth frame] The cancel did not reach the auth server.', error)
    })

  return {
    /**
     * `startFarcaster`: makes the attempt's non-extractable proof key and starts the login on the
     * server for the verified host origin (cancelling the attempt before it, if any).
     * @returns The attempt's id, the relay channel's URL (what the QR code holds) and when the
     *   attempt expires (ISO 8601).
     * @throws {AuthFrameError} 4100 with `reason` `unknown_provider` (Farcaster is off) or
     *   `rate_limited`; 4900 with `relay_unavailable` or `network`.
     */
    async startFarcaster(): Promise<{ attemptId: string; url: string; expiresAt: string }> {
      try {
        const proofKey = await createProofKey()
        const started = await server.startFarcaster({ projectId, origin }, proofKey)
        const previous = attempt
        attempt = { attemptId: started.attemptId, proofKey }
        if (previous) void cancel(previous)
        return started
      } catch (error) {
        throw toLoginError(error)
      }
    },

    /**
     * `awaitFarcaster`: waits for the attempt's outcome ({@link pollLoginResult}: no deadline, up
     * to 3 unreachable answers in a row ridden out), then opens the session bound to the
     * attempt's key and loads or makes the wallet. The attempt is forgotten once it ended.
     * @throws {AuthFrameError} 4001 when `signal` aborts or the attempt was cancelled; 4100
     *   `farcaster_expired` for an attempt not held here, one past its 5 minutes or one the
     *   server no longer knows; 4100 `farcaster_refused` (the signed message did not hold); 4900
     *   `relay_unavailable`, `optimism_rpc_unavailable` or `network`.
     */
    async awaitFarcaster(attemptId: string, signal: AbortSignal): Promise<AuthFrameSession> {
      const held = attempt?.attemptId === attemptId ? attempt : undefined
      if (!held)
        throw new AuthFrameError(errorCodes.unauthorized, 'The Farcaster login has expired.', {
          reason: 'farcaster_expired',
        })
      try {
        const answer = await pollLoginResult(
          (signal) => server.farcasterResult(attemptId, held.proofKey, signal),
          signal,
          () => forget(attemptId),
        )
        await forget(attemptId)
        return await begin(answer, held.proofKey)
      } catch (error) {
        throw toFarcasterError(error)
      }
    },

    /** `cancelFarcaster`: forgets the attempt and abandons it on the server (best effort). */
    async cancelFarcaster(attemptId: string): Promise<void> {
      const held = attempt?.attemptId === attemptId ? attempt : undefined
      if (!held) return
      attempt = undefined
      await cancel(held)
    },
  }
}
