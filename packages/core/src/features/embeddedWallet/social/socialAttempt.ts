import type { LatchContext } from '../../../client/context.js'
import type { Message } from '../../../state/types.js'
import type { AuthSession } from '../types.js'

/** How often the popup is checked for being closed (ms). */
export const SOCIAL_WINDOW_POLL_MS = 500

/** One social login in progress, as `createSocialLogins` tracks it. */
export type SocialAttempt = {
  provider: string
  /** The provider's display name (`'Google'`), for messages and the connector. */
  name: string
  /** The popup; `null` in redirect mode. */
  socialWindow: Window | null
  session?: AuthSession
  attemptId?: string
  /** Finished, failed or abandoned: nothing it answers later is used. */
  done: boolean
  poll?: ReturnType<typeof setInterval>
  /** The completion secret a redirect's return carried (see `AuthSession.awaitSocial`). */
  completion?: string | undefined
  /** Stops listening for the popup's completion. */
  stopListening?: () => void
}

/** Ends `attempt` for good: its popup check stops and, unless `closeWindow` is false, its popup closes. */
export function stopSocialAttempt(
  context: LatchContext,
  attempt: SocialAttempt,
  closeWindow = true,
): void {
  attempt.done = true
  if (attempt.poll !== undefined) {
    clearInterval(attempt.poll)
    context.timers.delete(attempt.poll)
  }
  attempt.stopListening?.()
  if (closeWindow) attempt.socialWindow?.close()
}

/** Shows `error` on ConnectingSocial (with its "Try again"), if that view still shows. */
export function showSocialError(
  context: LatchContext,
  attempt: SocialAttempt,
  error: Message,
): void {
  const { router } = context.stores
  if (router.getState().view !== 'ConnectingSocial') return
  router.setState({ data: { social: attempt.provider, error } })
}

/**
 * Checks `socialWindow` every {@link SOCIAL_WINDOW_POLL_MS}: once it reads closed before the
 * attempt ended, ConnectingSocial says `connectingSocial.windowClosed`. The attempt is still
 * awaited: a provider page's COOP header also makes `closed` read true while the user is there.
 */
export function watchSocialWindow(
  context: LatchContext,
  attempt: SocialAttempt,
  socialWindow: Window,
): void {
  const poll = setInterval(() => {
    if (attempt.done || !socialWindow.closed) return
    clearInterval(poll)
    context.timers.delete(poll)
    showSocialError(context, attempt, {
      key: 'connectingSocial.windowClosed',
      values: { name: attempt.name },
    })
  }, SOCIAL_WINDOW_POLL_MS)
  attempt.poll = poll
  context.timers.add(poll)
}
