/**
 * At start: when this page is where a social login ended, takes the parameter out of the address
 * bar at once (before anything renders, so no script or router of the page reads the completion
 * secret or drops it) and returns its value: `latch_social_popup` in the login popup,
 * `latch_social` back from a redirect-mode login (other parameters and the hash kept).
 *
 * Start-up code: it spells the names out instead of importing socialParams.ts, which the lazy
 * login shares (a module shared by start-up and lazy code becomes a startup chunk of its own in an
 * app's build); takeSocialResult.test.ts checks they agree.
 * @returns `{ value, popup }`, or `undefined` when the page carries neither (or outside a browser).
 */
export function readSocialResult(): { value: string; popup: boolean } | undefined {
  if (typeof location === 'undefined' || typeof history === 'undefined') return undefined
  const url = new URL(location.href)
  const query = url.searchParams
  const popup = query.get('latch_social_popup')
  const value = popup ?? query.get('latch_social')
  if (!value) return undefined
  query.delete('latch_social')
  query.delete('latch_social_popup')
  history.replaceState(history.state, '', url.href)
  return { value, popup: popup !== null }
}
