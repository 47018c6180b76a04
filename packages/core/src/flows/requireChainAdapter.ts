import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'

/**
 * The adapter of `namespace`, for an action on that namespace (switching its network, signing,
 * sending, signing in).
 *
 * @throws {LatchError} 'Chain adapter not found' when no adapter serves the namespace.
 */
export function requireChainAdapter(
  context: LatchContext,
  namespace: ChainNamespace,
): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) {
    throw new LatchError(ErrorMessages.chainAdapterNotFound, {
      details: `No adapter for namespace "${namespace}".`,
    })
  }
  return adapter
}
