import type { LatchContext } from '../../../client/context.js'
import { SOCIAL_CHANNEL } from './socialParams.js'

/**
 * Finishes what a page that a social login ended on carried (see `readSocialResult`, which took it
 * out of the address bar at start):
 * - in the login popup (`latch_social_popup=<attempt id>.<completion>`): posts
 *   `{ attemptId, completion }` on `BroadcastChannel('latch-social')` for the page that opened it
 *   and closes the window; nothing else;
 * - back from a redirect-mode login (`latch_social=<attempt id>[.<completion>]`): calls `resume`
 *   with the attempt's id and its completion (absent when the login failed).
 *
 * The values are checked by whoever uses them.
 * @param result - The parameter's value and whether it was the popup's.
 */
export function takeSocialResult(
  context: LatchContext,
  result: { value: string; popup: boolean },
  resume: (attemptId: string, completion?: string) => void,
): void {
  const [attemptId = '', completion] = result.value.split('.')
  if (result.popup) {
    new BroadcastChannel(SOCIAL_CHANNEL).postMessage({ attemptId, completion })
    close()
    return
  }
  context.logger.info('Finishing the social login this page came back from')
  resume(attemptId, completion)
}
