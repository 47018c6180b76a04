import type { LatchContext } from '../../../client/context.js'
import { patchAccountState } from '../../../state/chainStateAccess.js'
import type { FarcasterLoginStatus, Message } from '../../../state/types.js'
import { connectEmbeddedAccount } from '../connectEmbeddedAccount.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import { AuthFrameError } from '../createFrameChannel.js'
import type { AuthSession } from '../types.js'
import { watchViewExit } from '../watchViewExit.js'
import { toFarcasterMessage } from './toFarcasterMessage.js'

/** The embedded wallet's Farcaster logins (the lazy part of `connectFarcaster`). */
export type FarcasterLogins = {
  /**
   * Runs a Farcaster login (a login already running is abandoned): a new relay channel in the
   * frame, its URL in eip155's `farcasterUrl`, then the wait for the Farcaster app; once the auth
   * server verified the sign-in, the embedded wallet connects. Never rejects.
   */
  farcasterLogin(): Promise<void>
  /** Stops watching the views. */
  destroy(): void
}

/** One Farcaster login: its frame session and attempt once known; `done` once it ended. */
type FarcasterAttempt = { done: boolean; session?: AuthSession; attemptId?: string }

/**
 * Makes the Farcaster logins of one client. ConnectingFarcaster follows the login through the
 * router's `farcaster` status: `starting`, `waiting` (the URL in `farcasterUrl`), then the
 * connection (`connectEmbeddedAccount`, CONNECT_SUCCESS method `farcaster`, name `Farcaster`), or
 * `expired` (message `connectingFarcaster.expired`; a new login makes a new channel) or `failed`
 * with the message of `toFarcasterMessage` (none when cancelled). Leaving ConnectingFarcaster
 * (Back, Close, another view) abandons the login: `farcasterUrl` is cleared and the frame and the
 * auth server cancel the attempt, so a later login gets a new channel.
 */
export function createFarcasterLogins(
  context: LatchContext,
  wallet: EmbeddedWallet,
): FarcasterLogins {
  const { stores } = context
  let current: FarcasterAttempt | undefined

  // Shows where the current login is, while ConnectingFarcaster is the view.
  const show = (attempt: FarcasterAttempt, status: FarcasterLoginStatus, error?: Message) => {
    if (attempt !== current || stores.router.getState().view !== 'ConnectingFarcaster') return
    stores.router.setState({ data: { farcaster: status, ...(error ? { error } : {}) } })
  }
  // The login ends: it stops being the current one and its URL is forgotten.
  const release = (attempt: FarcasterAttempt) => {
    attempt.done = true
    if (current !== attempt) return
    current = undefined
    patchAccountState(stores, 'eip155', { farcasterUrl: undefined })
  }
  const abandon = (attempt: FarcasterAttempt) => {
    if (attempt.done) return
    release(attempt)
    if (attempt.attemptId) void attempt.session?.cancelFarcaster(attempt.attemptId)
  }
  const fail = (attempt: FarcasterAttempt, error: unknown) => {
    const expired = error instanceof AuthFrameError && error.reason === 'farcaster_expired'
    show(attempt, expired ? 'expired' : 'failed', toFarcasterMessage(context, error))
    release(attempt)
  }
  const run = async (attempt: FarcasterAttempt) => {
    const session = await wallet.load()
    attempt.session = session
    if (attempt.done) return
    const started = await session.startFarcaster()
    attempt.attemptId = started.attemptId
    // Abandoned while the channel was made: the attempt is cancelled now.
    if (attempt.done) return void session.cancelFarcaster(started.attemptId)
    patchAccountState(stores, 'eip155', { farcasterUrl: started.url })
    show(attempt, 'waiting')
    const login = await session.awaitFarcaster(started.attemptId)
    if (attempt.done) return
    // Logged in: no longer abandoned by the modal closing as it connects.
    attempt.done = true
    try {
      await connectEmbeddedAccount(context, {
        session: login,
        method: 'farcaster',
        name: 'Farcaster',
      })
    } catch (error) {
      fail(attempt, error)
    }
    release(attempt)
  }

  const unwatch = watchViewExit(context, ['ConnectingFarcaster'], () => {
    if (current) abandon(current)
  })

  return {
    async farcasterLogin() {
      if (current) abandon(current)
      const attempt: FarcasterAttempt = { done: false }
      current = attempt
      show(attempt, 'starting')
      await run(attempt).catch((error) => {
        if (!attempt.done) fail(attempt, error)
      })
    },
    destroy() {
      unwatch()
      if (current) abandon(current)
    },
  }
}
