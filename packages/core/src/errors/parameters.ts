import { LatchError } from './base.js'

/**
 * Thrown (or rejected with) by a client action given an invalid parameter. The message names the
 * parameter and says why: `Invalid parameter \`wallet.id\`: must be a non-empty string of at most
 * 200 characters`.
 */
export class InvalidParameterError extends LatchError {
  override name = 'InvalidParameterError'
  /** The parameter's path, e.g. `wallet.name`. */
  readonly parameter: string
  /**
   * @param parameter - The parameter's path.
   * @param reason - Why it is invalid; the message becomes `Invalid parameter \`{parameter}\`: {reason}`.
   */
  constructor(parameter: string, reason: string) {
    super(`Invalid parameter \`${parameter}\`: ${reason}`)
    this.parameter = parameter
  }
}
