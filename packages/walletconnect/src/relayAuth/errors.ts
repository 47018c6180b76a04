import { WalletConnectError } from '../errors/WalletConnectError.js'

/** Why relay auth failed: the value of {@link RelayAuthError}'s `reason`. */
export type RelayAuthErrorReason =
  | 'malformed'
  | 'badHeader'
  | 'invalidDidKey'
  | 'badSignature'
  | 'expired'
  | 'wrongAudience'
  | 'invalidParameter'

/** Parameters of {@link RelayAuthError}, one shape per reason. */
export type RelayAuthErrorParameters =
  | { reason: 'malformed'; details: string; cause?: unknown }
  | { reason: 'badHeader' }
  | { reason: 'invalidDidKey'; details: string; cause?: unknown }
  | { reason: 'badSignature' }
  | { reason: 'expired'; exp: number; now: number }
  | { reason: 'wrongAudience'; aud: string; expected: readonly string[] }
  | { reason: 'invalidParameter'; details: string }

/**
 * Thrown for a relay auth JWT or did:key that does not verify
 * (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth), or for
 * parameters that cannot make one. `message` (= `shortMessage`) by `reason`:
 * - `malformed`: 'Malformed relay auth JWT: <what>'
 * - `badHeader`: 'Relay auth JWT header must be {"alg":"EdDSA","typ":"JWT"}'
 * - `invalidDidKey`: 'Invalid did:key: <what>' (also for the JWT's `iss`)
 * - `badSignature`: 'Relay auth JWT signature is invalid'
 * - `expired`: 'Relay auth JWT expired at <exp> (now <now>, Unix seconds)'
 * - `wrongAudience`: 'Relay auth JWT audience "<aud>" is not "<expected>"' (or 'is none of …')
 * - `invalidParameter`: 'Invalid relay auth parameter: <what>' (a seed that is not 32 bytes…)
 *
 * @example
 * try {
 *   verifyRelayAuthJwt(jwt, { aud: relayUrl })
 * } catch (error) {
 *   if (error instanceof RelayAuthError) return refuse(401, error.message)
 *   throw error
 * }
 */
export class RelayAuthError extends WalletConnectError {
  override name = 'RelayAuthError'
  /** Why relay auth failed. */
  readonly reason: RelayAuthErrorReason

  constructor(parameters: RelayAuthErrorParameters) {
    super(relayAuthErrorMessage(parameters), {
      cause: 'cause' in parameters ? parameters.cause : undefined,
    })
    this.reason = parameters.reason
  }
}

function relayAuthErrorMessage(parameters: RelayAuthErrorParameters): string {
  switch (parameters.reason) {
    case 'malformed':
      return `Malformed relay auth JWT: ${parameters.details}`
    case 'badHeader':
      return 'Relay auth JWT header must be {"alg":"EdDSA","typ":"JWT"}'
    case 'invalidDidKey':
      return `Invalid did:key: ${parameters.details}`
    case 'badSignature':
      return 'Relay auth JWT signature is invalid'
    case 'expired':
      return `Relay auth JWT expired at ${parameters.exp} (now ${parameters.now}, Unix seconds)`
    case 'wrongAudience': {
      const expected = parameters.expected.map((aud) => JSON.stringify(aud))
      const list =
        expected.length === 1 ? `is not ${expected[0]}` : `is none of ${expected.join(', ')}`
      return `Relay auth JWT audience ${JSON.stringify(parameters.aud)} ${list}`
    }
    case 'invalidParameter':
      return `Invalid relay auth parameter: ${parameters.details}`
  }
}
