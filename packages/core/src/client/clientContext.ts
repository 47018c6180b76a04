import { LatchError } from '../errors/base.js'
import type { LatchContext } from './context.js'

const contexts = new WeakMap<object, LatchContext>()

/** Binds a client made by `createLatchClient` to its context (kernel only). */
export function bindClientContext(client: object, context: LatchContext): void {
  contexts.set(client, context)
}

/**
 * The context of a client made by `createLatchClient`, so Latch's front ends can call actions
 * (`action(context, parameters)`) without the client wrapping each one. Not public API.
 *
 * @throws {LatchError} 'Not a Latch client: create it with createLatch' for any other object.
 */
export function getClientContext(client: object): LatchContext {
  const context = contexts.get(client)
  if (!context) throw new LatchError('Not a Latch client: create it with createLatch')
  return context
}
