import { LatchError } from './base.js'

/**
 * Thrown by `createLatch` when an option is invalid. The message names the option
 * and says why: `Invalid option \`networks\`: must be a non-empty array of networks`.
 */
export class InvalidOptionError extends LatchError {
  override name = 'InvalidOptionError'
  /** The option's name, e.g. `networks` or `themeVariables.--latch-accent`. */
  readonly option: string
  /**
   * @param option - The option's name.
   * @param reason - Why it is invalid; the message becomes `Invalid option \`{option}\`: {reason}`.
   * @param verbatim - Use `reason` as the whole message (for the spec's exact texts).
   */
  constructor(option: string, reason: string, verbatim = false) {
    super(verbatim ? reason : `Invalid option \`${option}\`: ${reason}`)
    this.option = option
  }
}
