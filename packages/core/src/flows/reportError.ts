import type { LatchContext } from '../client/context.js'
import { showToast } from './toast.js'

/**
 * Reports a failure the user did not cause: logs it at `error` and, in debug mode, shows
 * its short message in an alert toast (`role="alert"`). User rejections are not reported here.
 */
export function reportError(context: LatchContext, what: string, error: unknown): void {
  context.logger.error(what, error)
  if (!context.options.debug) return
  const short =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0])
      : String(error)
  // Debug output for the integrator: the wallet's or library's own words, not translated.
  showToast(context, {
    message: { key: 'toast.text', values: { text: `${what}: ${short || 'Unknown error'}` } },
    variant: 'error',
  })
}
