import { getClientContext, type LatchContext } from '@latch/core/internal'
import { useLatchClient } from './LatchContext.js'

/**
 * The context of the nearest `<LatchProvider>`'s client, for calling core's actions
 * (`action(context, parameters)`) from a view. Views never write stores themselves.
 * @throws {Error} 'Latch hooks must be used inside <LatchProvider>' outside one.
 */
export function useLatchContext(): LatchContext {
  return getClientContext(useLatchClient())
}
