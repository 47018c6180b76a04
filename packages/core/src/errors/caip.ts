import { LatchError } from './base.js'

/**
 * Thrown when a string is not a CAIP-2 network id: message `Invalid CAIP-2 network id: {value}`.
 */
export class InvalidCaipNetworkIdError extends LatchError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(value: string, details?: string) {
    super(`Invalid CAIP-2 network id: ${value}`, { details })
  }
}
