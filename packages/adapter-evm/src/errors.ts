import { LatchError } from '@latch/core'

// Shared by every adapter; re-exported so `@latch/adapter-evm` keeps its names.
export { ConnectorNotFoundError, NoAccountError } from '@latch/core'

/** Thrown when the adapter is used before `createLatch` set it up: 'The EVM adapter is not set up'. */
export class AdapterNotSetUpError extends LatchError {
  override name = 'AdapterNotSetUpError'
  constructor() {
    super('The EVM adapter is not set up', { details: 'Pass it to createLatch in `adapters`.' })
  }
}
