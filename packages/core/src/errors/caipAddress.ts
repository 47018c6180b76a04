import { LatchError } from './base.js'

/**
 * Thrown when a string is not a CAIP-10 account id: message `Invalid CAIP-10 address: {value}`.
 */
export class InvalidCaipAddressError extends LatchError {
  override name = 'InvalidCaipAddressError'
  constructor(value: string, details?: string) {
    super(`Invalid CAIP-10 address: ${value}`, { details })
  }
}
