import { LatchError } from '../errors/base.js'
import type { LatchClient, LatchClientInternal } from './types.js'

/**
 * The internal view of a client made by `createLatchClient` (its stores, event bus and view-level
 * actions), for Latch's own front ends. Not public API.
 *
 * @throws {LatchError} 'Not a Latch client: create it with createLatch' for any other object.
 */
export function asInternalClient(client: LatchClient): LatchClientInternal {
  if (typeof client !== 'object' || client === null || !('stores' in client)) {
    throw new LatchError('Not a Latch client: create it with createLatch')
  }
  return client as LatchClientInternal
}
