/** Parameters of {@link LatchError}. */
export type LatchErrorParameters = {
  /** Longer, technical explanation (which option, which value). */
  details?: string | undefined
  /** The error that caused this one. */
  cause?: unknown
  /** A machine-readable code, e.g. `INTERNAL_SDK_ERROR`. */
  code?: string | undefined
  /**
   * What a user reads when this error reaches the modal: a key of the front end's catalogues and
   * its values (`{ key: 'walletError.timeout' }`), so every locale translates it. Without one the
   * modal shows the key of a catalogued text (`errors/messages.ts`), else 'Unknown error' (the short message in debug mode).
   */
  userMessage?: UserMessage | undefined
}

/** A catalogue key and its placeholders' values (the shape of the stores' `Message`). */
export type UserMessage = {
  key: string
  values?: Readonly<Record<string, string | number>> | undefined
}

/**
 * Base class of every error Latch throws.
 *
 * `shortMessage` is the human sentence (for the catalogued errors, their exact text); `message` adds
 * the details. Subclasses set `name` so callers can branch on it without `instanceof`.
 *
 * @example
 * throw new LatchError('Chain is not supported', { details: 'eip155:10 is not in networks' })
 */
export class LatchError extends Error {
  override name = 'LatchError'
  /** The human sentence alone, without details. */
  readonly shortMessage: string
  /** Longer, technical explanation, if any. */
  readonly details: string | undefined
  /** Machine-readable code, if any. */
  readonly code: string | undefined
  /** What a user reads, as a catalogue key, if the error says (see {@link LatchErrorParameters}). */
  readonly userMessage: UserMessage | undefined

  constructor(shortMessage: string, parameters: LatchErrorParameters = {}) {
    super(
      parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.code = parameters.code
    this.userMessage = parameters.userMessage
  }
}
