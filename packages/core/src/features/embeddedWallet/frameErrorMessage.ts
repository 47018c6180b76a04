import type { LatchContext } from '../../client/context.js'
import type { Message, MessageValues } from '../../state/types.js'
import { AuthFrameError } from './createFrameChannel.js'
import type { AuthFrameErrorReason } from './frameProtocol.js'

/**
 * What a failed login step in the secure frame tells the user: the catalogue key of the frame's
 * reason in `keys`, else `fallback`, with `values`. Logs the failure once as `{what} failed`: at
 * `info` for the frame's error, at `warn` for an unexpected one.
 * @param parameters.what - What failed, for the log (`'The Google login'`).
 */
export function frameErrorMessage(
  context: LatchContext,
  error: unknown,
  parameters: {
    keys: Partial<Record<AuthFrameErrorReason, string>>
    fallback: string
    what: string
    values?: MessageValues
  },
): Message {
  const { keys, fallback, what, values } = parameters
  const reason = error instanceof AuthFrameError ? error.reason : undefined
  const key = (reason && keys[reason]) ?? fallback
  if (error instanceof AuthFrameError) context.logger.info(`${what} failed`, error)
  else context.logger.warn(`${what} failed`, error)
  return values ? { key, values } : { key }
}
