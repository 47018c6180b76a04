import { LatchError } from '@latch/core'

/** The sign-in message fields {@link InvalidSIWXMessageFieldError} can name. */
export type SIWXMessageField =
  | 'accountAddress'
  | 'domain'
  | 'uri'
  | 'version'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'statement'
  | 'requestId'
  | 'resources'

/**
 * The rejection of the `solana` and `bip122` verifiers' `formatMessage` (so of `createSIWX`'s
 * `createMessage`) for a field a CAIP-122 message (https://chainagnostic.org/CAIPs/caip-122)
 * cannot state. The message is `Invalid SIWX message field \`{field}\`: {rule}`:
 *
 * - `accountAddress`: "must be an address of the message's network"
 * - `domain`: 'must be an RFC 3986 authority: a host name, an IPv4 address or localhost, and a port'
 * - `uri`: 'must be an RFC 3986 URI'; `resources`: 'must be RFC 3986 URIs'
 * - `version`: "must be '1'"
 * - `nonce`: 'must be at least 8 alphanumeric characters'
 * - `issuedAt`, `expirationTime`, `notBefore`: 'must be an RFC 3339 date-time'
 * - `statement`: 'must be one line, without control, bidirectional-override or lone surrogate
 *   characters'
 * - `requestId`: 'must be RFC 3986 path characters (pchar)'
 *
 * `details` quotes the value (JSON). The `eip155` verifier throws viem's `SiweInvalidMessageFieldError`
 * instead, as viem writes its text.
 */
export class InvalidSIWXMessageFieldError extends LatchError {
  override name = 'InvalidSIWXMessageFieldError'
  /** The field that cannot be written. */
  readonly field: SIWXMessageField
  /**
   * @param field - The field.
   * @param rule - What the field must be, e.g. 'must be at least 8 alphanumeric characters'.
   * @param value - Its value, quoted in `details`.
   */
  constructor(field: SIWXMessageField, rule: string, value: unknown) {
    super(`Invalid SIWX message field \`${field}\`: ${rule}`, {
      details: `Provided value: ${JSON.stringify(value) ?? String(value)}`,
    })
    this.field = field
  }
}
