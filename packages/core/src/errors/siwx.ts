import { LatchError } from './base.js'
import { ErrorMessages } from './messages.js'

/**
 * The checks `createSIWX(…).addSession` makes, in this order. The first that fails names the
 * {@link InvalidSIWXSessionError}.
 */
export type SIWXSessionCheck =
  | 'nonce'
  | 'domain'
  | 'chainId'
  | 'address'
  | 'expirationTime'
  | 'notBefore'
  | 'message'
  | 'signature'

const reasons: Record<SIWXSessionCheck, string> = {
  nonce: 'the nonce was not issued here or was already used',
  domain: 'the message is for another domain',
  chainId: 'the chain id is not the one the message was made for',
  address: 'the address is not the one the message was made for',
  expirationTime: 'the message has expired',
  notBefore: 'the message is not valid yet',
  message: 'the signed text is not the message that was issued',
  signature: 'the signature is invalid',
}

/**
 * Thrown (as a rejection) by `addSession` when a signed sign-in fails a check (CAIP-122, EIP-4361
 * §"Verifying"). `check` says which; the message is `Invalid SIWX session: {reason}`:
 *
 * - `nonce`: 'the nonce was not issued here or was already used'
 * - `domain`: 'the message is for another domain'
 * - `chainId`: 'the chain id is not the one the message was made for'
 * - `address`: 'the address is not the one the message was made for'
 * - `expirationTime`: 'the message has expired'
 * - `notBefore`: 'the message is not valid yet'
 * - `message`: 'the signed text is not the message that was issued'
 * - `signature`: 'the signature is invalid'
 */
export class InvalidSIWXSessionError extends LatchError {
  override name = 'InvalidSIWXSessionError'
  /** The check that failed. */
  readonly check: SIWXSessionCheck
  constructor(check: SIWXSessionCheck, parameters: { details?: string; cause?: unknown } = {}) {
    super(`Invalid SIWX session: ${reasons[check]}`, parameters)
    this.check = check
  }
}

/**
 * Thrown by `createMessage` when no verifier handles the account's namespace:
 * `No SIWX verifier for namespace "{namespace}"`.
 */
export class UnsupportedSIWXNamespaceError extends LatchError {
  override name = 'UnsupportedSIWXNamespaceError'
  /** The CAIP-2 namespace, e.g. `solana`. */
  readonly namespace: string
  /**
   * @param namespace - The account's namespace.
   * @param supported - The namespaces that have a verifier.
   */
  constructor(namespace: string, supported: readonly string[]) {
    super(`No SIWX verifier for namespace "${namespace}"`, {
      details: `Sign-in handles: ${supported.join(', ') || 'no namespace'}.`,
    })
    this.namespace = namespace
  }
}

/** Thrown when a sign-in action runs without the `siwx` option: 'SIWX is not enabled'. */
export class SIWXNotEnabledError extends LatchError {
  override name = 'SIWXNotEnabledError'
  constructor() {
    super(ErrorMessages.siwxNotEnabled)
  }
}
