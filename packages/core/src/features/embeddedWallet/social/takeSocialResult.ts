import type { LatchContext } from '../../../client/context.js'

// Start-up code: the embedded wallet's `start` runs it on every page. It spells the parameters
// and the channel out (`latch_social`, `latch_social_popup`, `latch-social`) instead of importing
// socialParams.ts, which the lazy login shares: a module shared by start-up and lazy code becomes
// a startup chunk of its own in an app's build. takeSocialResult.test.ts checks they agree.

/**
 * At start, when this page is where a social login ended: removes the parameter from the address
 * bar at once (before anything renders, so no script or router of the page reads the secret), then
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
  const url = new URL(location.href)
  const query = url.searchParams
  const popup = query.get('latch_social_popup')
  const [attemptId, completion] = (popup ?? query.get('latch_social') ?? '').split('.')
  if (!attemptId) return false
  query.delete('latch_social')
  query.delete('latch_social_popup')
  history.replaceState(history.state, '', url.href)
  if (popup) {
    new BroadcastChannel('latch-social').postMessage({ attemptId, completion })
    close()
    return true
  }
  context.logger.info('Finishing the social login this page came back from')
  resume(attemptId, completion)
  return true
}
