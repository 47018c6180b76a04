/** Parameters of {@link WalletConnectError}. */
export type WalletConnectErrorParameters = {
  /** Longer, technical explanation (which topic, which value). */
  details?: string | undefined
  /** The error that caused this one. */
  cause?: unknown
}

/**
 * Base class of every error `@latch/walletconnect` throws. `shortMessage` is the human sentence;
 * `message` adds the details. Subclasses set `name` so callers can branch without `instanceof`.
 *
 * @example
 * throw new WalletConnectError('Proposal expired', { details: 'No answer within 300 s' })
 */
export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  /** The human sentence alone, without details. */
  readonly shortMessage: string
  /** Longer, technical explanation, if any. */
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: WalletConnectErrorParameters = {}) {
    super(
      parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}
