import { LatchError } from './base.js'
import { adapterNotFoundMessage, noActiveCaipAddressMessage } from './startupMessages.js'

/** Thrown when no adapter is registered for a namespace: 'Adapter not found'. */
export class AdapterNotFoundError extends LatchError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(adapterNotFoundMessage, { details: `No adapter for namespace "${namespace}".` })
  }
}

/** Thrown when a flow needs a connected account and there is none: 'No ActiveCaipAddress found'. */
export class NoActiveCaipAddressError extends LatchError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super(noActiveCaipAddressMessage)
  }
}
