import type { LatchContext } from '../../../client/context.js'

/** The query parameter the auth server adds to the page a redirect-mode social login returns to. */
export const SOCIAL_RESULT_PARAM = 'latch_social'

/** The query parameter of the page a popup-mode social login ends on (in the popup). */
export const SOCIAL_POPUP_PARAM = 'latch_social_popup'

/** The `BroadcastChannel` the login popup hands the completion to the page that opened it on. */
export const SOCIAL_CHANNEL = 'latch-social'

/** Where a redirect-mode login keeps its provider's id while the page is at the provider. */
export const SOCIAL_PROVIDER_KEY = '@latch/social_provider'

/**
 * `url` without the {@link SOCIAL_RESULT_PARAM} and {@link SOCIAL_POPUP_PARAM} parameters (other
 * parameters and the hash kept).
 */
export function withoutSocialResult(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(SOCIAL_RESULT_PARAM)
  parsed.searchParams.delete(SOCIAL_POPUP_PARAM)
  return parsed.href
}

/**
 * When this page is where a social login ended (the embedded wallet's start loads its chunk when
 * the query holds `latch_social`): removes the parameter from the address bar first, then
 * - `latch_social_popup=<attempt id>.<completion>` (this page is the login popup): posts
 *   `{ attemptId, completion }` on `BroadcastChannel('latch-social')` for the page that opened it
 *   and closes the window; nothing else;
 * - `latch_social=<attempt id>[.<completion>]` (a redirect-mode login came back): calls `resume`
 *   with the attempt's id and its completion (absent when the login failed).
 *
 * Nothing outside a browser. The values are checked by whoever uses them.
 * @returns Whether the page carried either parameter.
 */
export function takeSocialResult(
  context: LatchContext,
  resume: (attemptId: string, completion?: string) => void,
): boolean {
  if (typeof location === 'undefined' || typeof history === 'undefined') return false
  const query = new URL(location.href).searchParams
  const popup = query.get(SOCIAL_POPUP_PARAM)
  const [attemptId, completion] = (popup ?? query.get(SOCIAL_RESULT_PARAM) ?? '').split('.')
  if (!attemptId) return false
  history.replaceState(history.state, '', withoutSocialResult(location.href))
  if (popup) {
    new BroadcastChannel(SOCIAL_CHANNEL).postMessage({ attemptId, completion })
    close()
    return true
  }
  context.logger.info('Finishing the social login this page came back from')
  resume(attemptId, completion)
  return true
}
