import type { LatchContext } from '../../../client/context.js'

/** The query parameter the auth server adds to the page a redirect-mode social login returns to. */
export const SOCIAL_RESULT_PARAM = 'latch_social'

/** Where a redirect-mode login keeps its provider's id while the page is at the provider. */
export const SOCIAL_PROVIDER_KEY = '@latch/social_provider'

/** `url` without the {@link SOCIAL_RESULT_PARAM} parameter (other parameters and the hash kept). */
export function withoutSocialResult(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(SOCIAL_RESULT_PARAM)
  return parsed.href
}

/**
 * At start: when this page is the return of a redirect-mode social login (its URL carries
 * `latch_social=<attempt id>`), removes the parameter from the address bar at once (before
 * anything renders) and calls `resume` with the attempt's id. Nothing outside a browser.
 * @returns Whether the page carried a result.
 */
export function takeSocialResult(
  context: LatchContext,
  resume: (attemptId: string) => void,
): boolean {
  if (typeof location === 'undefined' || typeof history === 'undefined') return false
  const attemptId = new URL(location.href).searchParams.get(SOCIAL_RESULT_PARAM)
  if (!attemptId) return false
  history.replaceState(history.state, '', withoutSocialResult(location.href))
  context.logger.info('Finishing the social login this page came back from')
  resume(attemptId)
  return true
}
