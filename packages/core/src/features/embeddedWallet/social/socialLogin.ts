import * as z from 'zod/mini'
import type { LatchContext } from '../../../client/context.js'
import { openModal } from '../../../flows/modal.js'
import { patchAccountState } from '../../../state/chainStateAccess.js'
import type { Message } from '../../../state/types.js'
import { connectEmbeddedAccount } from '../connectEmbeddedAccount.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import type { AuthFrameSession } from '../frameProtocol.js'
import type { AuthSession } from '../types.js'
import { socialName } from './socialNames.js'
import { SOCIAL_PROVIDER_KEY, withoutSocialResult } from './takeSocialResult.js'
import { toSocialMessage } from './toSocialMessage.js'
import { watchSocialExit } from './watchSocialExit.js'

/** How often the popup is checked for being closed (ms). */
export const SOCIAL_WINDOW_POLL_MS = 500

/** The social login in progress. */
type Attempt = {
  provider: string
  name: string
  /** The popup; `null` in redirect mode. */
  socialWindow: Window | null
  session?: AuthSession
  attemptId?: string
  /** Finished, failed or abandoned: nothing it answers later is used. */
  done: boolean
  poll?: ReturnType<typeof setInterval>
}

/** The embedded wallet's social logins (the lazy part of `connectSocial`). */
export type SocialLogins = {
  /**
   * Runs a social login: starts it in the frame, sends the popup to the auth server (or, without
   * a popup, the page itself), and waits for the result. A login already running is abandoned.
   */
  socialLogin(parameters: { provider: string; socialWindow: Window | null }): Promise<void>
  /** Finishes the redirect-mode login this page came back from (`latch_social`'s attempt id). */
  resumeSocial(attemptId: string): Promise<void>
  /** Stops watching the views. */
  destroy(): void
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
  let current: Attempt | undefined

  const stop = (attempt: Attempt, closeWindow = true) => {
    attempt.done = true
    if (attempt.poll !== undefined) {
      clearInterval(attempt.poll)
      context.timers.delete(attempt.poll)
    }
    if (closeWindow) attempt.socialWindow?.close()
  }
  // The login stops being the current one: the account state and the status forget it.
  const release = (attempt: Attempt) => {
    if (current !== attempt) return
    current = undefined
    patchAccountState(stores, 'eip155', { socialProvider: undefined, socialWindow: undefined })
    const { connection } = stores
    if (connection.getState().status === 'connecting') {
      const connected = Object.keys(connection.getState().connectorIds).length > 0
      connection.setState({ status: connected ? 'connected' : 'disconnected' })
    }
  }
  const abandon = (attempt: Attempt, closeWindow = true) => {
    if (attempt.done) return
    stop(attempt, closeWindow)
    if (attempt.attemptId) void attempt.session?.cancelSocial(attempt.attemptId)
  }
  const showError = (attempt: Attempt, error: Message) => {
    if (stores.router.getState().view !== 'ConnectingSocial') return
    stores.router.setState({ data: { social: attempt.provider, error } })
  }
  const fail = (attempt: Attempt, error: unknown) => {
    if (attempt.done) return
    stop(attempt)
    showError(attempt, toSocialMessage(context, error, attempt.name))
    release(attempt)
  }
  const watchWindow = (attempt: Attempt, socialWindow: Window) => {
    attempt.poll = setInterval(() => {
      if (attempt.done || !socialWindow.closed) return
      clearInterval(attempt.poll)
      context.timers.delete(attempt.poll as ReturnType<typeof setInterval>)
      showError(attempt, { key: 'connectingSocial.windowClosed', values: { name: attempt.name } })
    }, SOCIAL_WINDOW_POLL_MS)
    context.timers.add(attempt.poll)
  }
  const finish = async (attempt: Attempt, answer: Promise<AuthFrameSession>) => {
    const session = await answer
    if (attempt.done) return
    stop(attempt)
    release(attempt)
    try {
      await connectEmbeddedAccount(context, { session, method: 'social', name: attempt.name })
    } catch (error) {
      showError(attempt, toSocialMessage(context, error, attempt.name))
    }
  }
  const begin = (provider: string, socialWindow: Window | null): Attempt => {
    const attempt: Attempt = {
      provider,
      name: socialName(context, provider),
      socialWindow,
      done: false,
    }
    const previous = current
    current = attempt
    // Trying again: the earlier login is cancelled, its popup reused when it is the same.
    if (previous) abandon(previous, previous.socialWindow !== socialWindow)
    return attempt
  }

  const unwatch = watchSocialExit(context, () => {
    if (!current) return
    const attempt = current
    abandon(attempt)
    release(attempt)
  })

  return {
    async socialLogin({ provider, socialWindow }) {
      const attempt = begin(provider, socialWindow)
      try {
        const session = await wallet.load()
        attempt.session = session
        if (attempt.done) return
        const started = await session.startSocial(
          socialWindow
            ? { provider, mode: 'popup' }
            : { provider, mode: 'redirect', returnTo: withoutSocialResult(location.href) },
        )
        attempt.attemptId = started.attemptId
        if (attempt.done) return void session.cancelSocial(started.attemptId)
        if (!socialWindow) {
          context.storage.set(SOCIAL_PROVIDER_KEY, provider)
          location.assign(started.url)
          return
        }
        socialWindow.location.href = started.url
        watchWindow(attempt, socialWindow)
        await finish(attempt, session.awaitSocial(started.attemptId))
      } catch (error) {
        fail(attempt, error)
      }
    },
    async resumeSocial(attemptId) {
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
      try {
        const session = await wallet.load()
        attempt.session = session
        if (attempt.done) return void session.cancelSocial(attemptId)
        await finish(attempt, session.awaitSocial(attemptId))
      } catch (error) {
        fail(attempt, error)
      }
    },
    destroy() {
      unwatch()
      if (current) stop(current)
    },
  }
}
