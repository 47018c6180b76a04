/**
 * Why a Farcaster sign-in was refused, as `POST /v1/farcaster/result` answers it (`reason`):
 * - `invalid_nonce`: the message's nonce is not the one the attempt issued;
 * - `invalid_domain`: the message's domain is not the host of the attempt's origin;
 * - `expired_message`: past the message's `expirationTime`, or before its `notBefore`;
 * - `invalid_message`: not a Sign In With Farcaster message (statement, chain id 10, one
 *   `farcaster://fid/<fid>` resource), or the relay's fid is not the message's;
 * - `invalid_signature`: the signature is not the message's signer's;
 * - `unauthorized_signer`: the signer is neither the fid's custody address nor an auth address
 *   the fid approved (also a fid the registry does not know).
 */
export type FarcasterRefusal =
  | 'invalid_nonce'
  | 'invalid_domain'
  | 'expired_message'
  | 'invalid_message'
  | 'invalid_signature'
  | 'unauthorized_signer'

/**
 * Why a Farcaster login failed: a {@link FarcasterRefusal} (400 `farcaster_refused`), or a
 * service the server could not use (503): `relay_unavailable` (the relay is down, took over 5 s
 * or answered something else than the relay API), `optimism_rpc_unavailable` (the Optimism RPC
 * could not be read within 5 s).
 */
export type FarcasterFailure = FarcasterRefusal | 'relay_unavailable' | 'optimism_rpc_unavailable'

/**
 * A Farcaster login failed for a {@link FarcasterFailure}; the only error the Farcaster client
 * and verification throw. Its message is `Farcaster login failed: {reason}`.
 */
export class FarcasterError extends Error {
  override readonly name = 'FarcasterError'
  readonly reason: FarcasterFailure

  constructor(reason: FarcasterFailure, options?: ErrorOptions) {
    super(`Farcaster login failed: ${reason}`, options)
    this.reason = reason
  }
}
