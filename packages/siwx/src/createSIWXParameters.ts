import type { StorageLike } from '@latch/core'
import type { generateSIWXNonce } from './nonce/generateSIWXNonce.js'
import type { SIWXVerifier } from './verifiers/types.js'

/** Parameters of `createSIWX`. */
export type CreateSIWXParameters = {
  /**
   * The RFC 3986 authority asking for sign-ins, e.g. `service.org` or `localhost:5173`. Defaults to
   * `window.location.host`; required where there is no `window`.
   */
  domain?: string | undefined
  /** The URI sign-ins are for, e.g. `https://service.org`. Defaults to `window.location.origin`. */
  uri?: string | undefined
  /** A one-line assertion shown above the message's fields; no line breaks. */
  statement?: string | undefined
  /** How long a sign-in is valid, in milliseconds. Defaults to 24 hours. */
  expirationTimeMs?: number | undefined
  /** Whether signing in is required. Defaults to `false`. */
  required?: boolean | undefined
  /** Where sessions are kept (key `@latch/siwx_sessions`). Defaults to `localStorage`. */
  storage?: StorageLike | undefined
  /**
   * One verifier per namespace. Defaults to `[createEip155Verifier(), createSolanaVerifier(),
   * createBip122Verifier()]`: EVM accounts offline (EOAs only), Solana and Bitcoin ones.
   */
  verifiers?: readonly SIWXVerifier[] | undefined
  /**
   * Makes each message's nonce: at least 8 alphanumeric characters (EIP-4361). Defaults to
   * {@link generateSIWXNonce} (128 random bits). A server can issue nonces here.
   */
  nonceProvider?: (() => string | Promise<string>) | undefined
  /** The current time in ms since the epoch. Defaults to `Date.now`; tests pass a fake clock. */
  clock?: (() => number) | undefined
}
