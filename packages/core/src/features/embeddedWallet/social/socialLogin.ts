import * as z from 'zod/mini'
import type { LatchContext } from '../../../client/context.js'
import { openModal } from '../../../flows/modal.js'
import { patchAccountState } from '../../../state/chainStateAccess.js'
import { connectEmbeddedAccount } from '../connectEmbeddedAccount.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import { type AuthFrameSession, socialCompletionSchema } from '../frameProtocol.js'
import { watchViewExit } from '../watchViewExit.js'
import {
  type SocialAttempt,
  showSocialError,
  stopSocialAttempt,
  watchSocialWindow,
} from './socialAttempt.js'
import { socialName } from './socialNames.js'
import { SOCIAL_CHANNEL, SOCIAL_PROVIDER_KEY, withoutSocialResult } from './socialParams.js'
import { toSocialMessage } from './toSocialMessage.js'

/** The embedded wallet's social logins (the lazy part of `connectSocial`). */
export type SocialLogins = {
  /**
   * Runs a social login: starts it in the frame, sends the popup to the auth server (or, without
   * a popup, the page itself), and waits for the result. A login already running is abandoned.
   */
  socialLogin(parameters: { provider: string; socialWindow: Window | null }): Promise<void>
  /**
   * Finishes the redirect-mode login this page came back from (`latch_social`'s attempt id, and
   * its completion secret when the login succeeded).
   */
  resumeSocial(attemptId: string, completion?: string | undefined): Promise<void>
  /** Stops watching the views. */
  destroy(): void
}

/**
 * Listens, until `attempt` ends, for its login popup's completion: the popup ends on this origin
 * (`latch_social_popup`) and posts `{ attemptId, completion }` on the `latch-social`
 * BroadcastChannel; the completion goes to the frame, whose wait then collects the session. The
 * popup closes itself then: from the completion on, its being closed is no longer reported.
 */
function watchSocialCompletion(context: LatchContext, attempt: SocialAttempt): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(SOCIAL_CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    const parsed = socialCompletionSchema.safeParse(event.data)
    if (attempt.done || !parsed.success || parsed.data.attemptId !== attempt.attemptId) return
    if (attempt.poll !== undefined) {
      clearInterval(attempt.poll)
      context.timers.delete(attempt.poll)
      attempt.poll = undefined
    }
    void attempt.session?.completeSocial(parsed.data.attemptId, parsed.data.completion)
  }
  attempt.stopListening = () => channel.close()
}

/**
 * Starts `attempt` in the frame, then sends its popup to the auth server (popup mode) or the page
 * itself (redirect mode: the provider's id is kept in storage for the page's return).
 * @returns The attempt's id to await, or `undefined` when there is nothing to await.
 */
async function startAttempt(
  context: LatchContext,
  attempt: SocialAttempt,
): Promise<string | undefined> {
  const { provider, socialWindow, session } = attempt
  if (!session) return undefined
  const started = await session.startSocial({
    provider,
    mode: socialWindow ? 'popup' : 'redirect',
    returnTo: withoutSocialResult(location.href),
  })
  attempt.attemptId = started.attemptId
  if (attempt.done) {
    void session.cancelSocial(started.attemptId)
    return undefined
  }
  if (!socialWindow) {
    context.storage.set(SOCIAL_PROVIDER_KEY, provider)
    location.assign(started.url)
    return undefined
  }
  socialWindow.location.href = started.url
  watchSocialWindow(context, attempt, socialWindow)
  watchSocialCompletion(context, attempt)
  return started.attemptId
}

/**
 * Makes the social logins of one client. Once the frame answers the login, the embedded wallet
 * connects (`connectEmbeddedAccount`, CONNECT_SUCCESS method `social`). A failure shows on
 * ConnectingSocial as `connectingSocial.<reason>` with the provider's name; the popup seen closed
 * shows `connectingSocial.windowClosed` but the login is still awaited (a provider's page may cut
 * the popup's link while the user is still there). Leaving ConnectingSocial abandons the login:
 * the frame and the auth server cancel it, and the popup closes.
 */
export function createSocialLogins(context: LatchContext, wallet: EmbeddedWallet): SocialLogins {
  const { stores } = context
  let current: SocialAttempt | undefined

  // The login stops being the current one: the account state and the status forget it.
  const release = (attempt: SocialAttempt) => {
    if (current !== attempt) return
    current = undefined
    patchAccountState(stores, 'eip155', { socialProvider: undefined, socialWindow: undefined })
    const { connection } = stores
    if (connection.getState().status !== 'connecting') return
    const connected = Object.keys(connection.getState().connectorIds).length > 0
    connection.setState({ status: connected ? 'connected' : 'disconnected' })
  }
  const abandon = (attempt: SocialAttempt, closeWindow = true) => {
    if (attempt.done) return
    stopSocialAttempt(context, attempt, closeWindow)
    if (attempt.attemptId) void attempt.session?.cancelSocial(attempt.attemptId)
  }
  const begin = (provider: string, socialWindow: Window | null): SocialAttempt => {
    const name = socialName(context, provider)
    const attempt: SocialAttempt = { provider, name, socialWindow, done: false }
    const previous = current
    current = attempt
    // Trying again: the earlier login is cancelled, its popup reused when it is the same.
    if (previous) abandon(previous, previous.socialWindow !== socialWindow)
    return attempt
  }
  // Loads the session, runs `start`, awaits the attempt it names, then connects; a failure shows.
  const run = async (attempt: SocialAttempt, start: () => Promise<string | undefined>) => {
    let session: AuthFrameSession | undefined
    try {
      attempt.session = await wallet.load()
      if (attempt.done) {
        // Abandoned while the frame loaded: a known attempt is cancelled now.
        if (attempt.attemptId) void attempt.session.cancelSocial(attempt.attemptId)
        return
      }
      const attemptId = await start()
      session = attemptId
        ? await attempt.session.awaitSocial(attemptId, attempt.completion)
        : undefined
    } catch (error) {
      if (attempt.done) return
      stopSocialAttempt(context, attempt)
      showSocialError(context, attempt, toSocialMessage(context, error, attempt.name))
      release(attempt)
      return
    }
    if (!session || attempt.done) return
    stopSocialAttempt(context, attempt)
    release(attempt)
    await connectEmbeddedAccount(context, { session, method: 'social', name: attempt.name }).catch(
      (error) => showSocialError(context, attempt, toSocialMessage(context, error, attempt.name)),
    )
  }

  const unwatch = watchViewExit(context, ['ConnectingSocial'], () => {
    if (!current) return
    const attempt = current
    abandon(attempt)
    release(attempt)
  })

  return {
    async socialLogin({ provider, socialWindow }) {
      const attempt = begin(provider, socialWindow)
      await run(attempt, () => startAttempt(context, attempt))
    },
    async resumeSocial(attemptId, completion) {
      const provider = context.storage.get(SOCIAL_PROVIDER_KEY, z.string()) ?? ''
      context.storage.remove(SOCIAL_PROVIDER_KEY)
      const attempt = begin(provider, null)
      attempt.attemptId = attemptId
      stores.connection.setState({ status: 'connecting' })
      await openModal(context)
      stores.router.setState({
        view: 'ConnectingSocial',
        history: ['ConnectingSocial'],
        data: { social: provider, pending: true },
      })
      patchAccountState(stores, 'eip155', { socialProvider: provider || undefined })
      attempt.completion = completion
      await run(attempt, async () => attemptId)
    },
    destroy() {
      unwatch()
      if (current) stopSocialAttempt(context, current)
    },
  }
}
