import type { LatchContext } from '../client/context.js'

/**
 * Closes the alert bar (e.g. 'project id not configured'): the user dismissed it.
 * It stays closed: each alert type shows once per client (`showAlertOnce`).
 *
 * @example
 * import { dismissAlert } from '@latch/core/internal'
 *
 * dismissAlert(context)
 */
export function dismissAlert(context: LatchContext): void {
  context.stores.alert.setState({ open: false })
}
