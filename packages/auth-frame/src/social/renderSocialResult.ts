import { element } from '../dom/element.js'
import type { Translate } from '../i18n/createFrameTexts.js'

/** How long the page shows "You are logged in" before it closes itself (ms). */
export const CLOSE_AFTER_MS = 300

/** What the page says: the login succeeded, failed, or its link was not valid. */
export type SocialResult = 'done' | 'failed' | 'invalidLink'

/**
 * Reads the auth server's `?status=ok|failed&reason=…` (untrusted: any other status, or the
 * `invalid_state` reason of a link that matched no login, reads as an invalid link).
 *
 * @param search - The page's `location.search`.
 */
export function readSocialResult(search: string): SocialResult {
  const query = new URLSearchParams(search)
  const status = query.get('status')
  if (status === 'ok') return 'done'
  if (status === 'failed' && query.get('reason') !== 'invalid_state') return 'failed'
  return 'invalidLink'
}

/**
 * The page a social login's popup ends on (`/frame/social`, after the auth server's callback):
 * shows the outcome in the frame's words (`social.done` "You are logged in. You can close this
 * window.", `social.failed`, `social.invalidLink`), cuts the link to the page that opened it, and
 * on success closes itself after {@link CLOSE_AFTER_MS}. The login itself reaches the frame through
 * the auth server, never from this page.
 *
 * @param parameters.window - The page's window (its `opener` is cut, it is closed on success).
 * @param parameters.root - Where the message goes (a `role="status"` paragraph).
 * @param parameters.t - The frame's texts in the browser's language.
 * @returns What the page says.
 */
export function renderSocialResult(parameters: {
  window: {
    opener: unknown
    close(): void
    setTimeout(handler: () => void, ms: number): unknown
    location: { search: string }
  }
  root: HTMLElement
  t: Translate
}): SocialResult {
  const { window, root, t } = parameters
  window.opener = null
  const result = readSocialResult(window.location.search)
  const message = element('p', 'approval-message', t(`social.${result}`))
  message.setAttribute('role', result === 'done' ? 'status' : 'alert')
  root.replaceChildren(message)
  if (result === 'done') window.setTimeout(() => window.close(), CLOSE_AFTER_MS)
  return result
}
