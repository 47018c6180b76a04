import { WalletConnectError } from '../errors/WalletConnectError.js'

/** Why an envelope was refused: the value of {@link EnvelopeError}'s `reason`. */
export type EnvelopeErrorReason =
  | 'malformed'
  | 'unsupportedType'
  | 'missingSenderPublicKey'
  | 'decryptionFailed'

/** Parameters of {@link EnvelopeError}, one shape per reason. */
export type EnvelopeErrorParameters =
  | { reason: 'malformed'; details: string; cause?: unknown }
  | { reason: 'unsupportedType'; type: number }
  | { reason: 'missingSenderPublicKey' }
  | { reason: 'decryptionFailed'; cause?: unknown }

/**
 * Thrown for a WalletConnect envelope (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-envelopes)
 * that cannot be written or opened. `message` (= `shortMessage`) by `reason`:
 * - `malformed`: 'Malformed WalletConnect envelope: <what>' (not base64, too short, not UTF-8…)
 * - `unsupportedType`: 'Unsupported WalletConnect envelope type <n>' (only 0 and 1 are)
 * - `missingSenderPublicKey`: 'WalletConnect envelope type 1 needs the sender public key'
 * - `decryptionFailed`: 'WalletConnect envelope could not be decrypted' (wrong key or tampered)
 *
 * @example
 * try {
 *   decodeEnvelope({ symKey, encoded })
 * } catch (error) {
 *   if (error instanceof EnvelopeError && error.reason === 'decryptionFailed') return // not ours
 *   throw error
 * }
 */
export class EnvelopeError extends WalletConnectError {
  override name = 'EnvelopeError'
  /** Why the envelope was refused. */
  readonly reason: EnvelopeErrorReason

  constructor(parameters: EnvelopeErrorParameters) {
    super(envelopeErrorMessage(parameters), {
      cause: 'cause' in parameters ? parameters.cause : undefined,
    })
    this.reason = parameters.reason
  }
}

function envelopeErrorMessage(parameters: EnvelopeErrorParameters): string {
  switch (parameters.reason) {
    case 'malformed':
      return `Malformed WalletConnect envelope: ${parameters.details}`
    case 'unsupportedType':
      return `Unsupported WalletConnect envelope type ${parameters.type}`
    case 'missingSenderPublicKey':
      return 'WalletConnect envelope type 1 needs the sender public key'
    case 'decryptionFailed':
      return 'WalletConnect envelope could not be decrypted'
  }
}

/**
 * Thrown for a key that is not a 32-byte key in lowercase hex (64 characters, no `0x`), or for a
 * peer's X25519 public key that gives no shared secret (a low-order point).
 * Message: 'Invalid WalletConnect key: <what>'.
 *
 * @example
 * deriveSymKey(privateKey, '0x12') // throws InvalidKeyError
 */
export class InvalidKeyError extends WalletConnectError {
  override name = 'InvalidKeyError'
  constructor(details: string, cause?: unknown) {
    super(`Invalid WalletConnect key: ${details}`, { cause })
  }
}
