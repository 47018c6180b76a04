import type { LatchContext } from '../../client/context.js'
import { showToast } from '../../flows/toast.js'
import type { EmailLoginResult } from './types.js'

/**
 * The secure frame did not load (or the embedded wallet is off): logs 'The auth frame did not
 * load' and shows the toast 'A problem occurred while trying initialize authentication'.
 * @returns The failed step, with that message (`error.authInitFailed`) for the view.
 */
export function failAuthInit(context: LatchContext, error: unknown): EmailLoginResult {
  context.logger.warn('The auth frame did not load', error)
  showToast(context, { message: { key: 'error.authInitFailed' }, variant: 'error' })
  return { ok: false, message: { key: 'error.authInitFailed' } }
}
