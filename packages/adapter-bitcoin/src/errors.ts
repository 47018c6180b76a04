import { LatchError, USER_REJECTED_CODE } from '@latch/core'

// Shared by every adapter; re-exported so `@latch/adapter-bitcoin` keeps its name.
export { ConnectorNotFoundError } from '@latch/core'

/**
 * Thrown when a wallet answers with something the Bitcoin Wallet Standard (or WalletConnect's
 * bip122 methods) do not promise: `The wallet sent an invalid {kind}`, e.g. no valid payment
 * address, or a signature that is not bytes. The value itself is never put in the message.
 */
export class InvalidWalletResponseError extends LatchError {
  override name = 'InvalidWalletResponseError'
  constructor(kind: 'account' | 'signature', method: string) {
    super(`The wallet sent an invalid ${kind}`, {
      details: `In answer to ${method}.`,
      userMessage: {
        key: kind === 'account' ? 'walletError.invalidAccount' : 'walletError.invalidSignature',
      },
    })
  }
}

/** Thrown when signing with an address the connection does not hold: 'The account is not connected'. */
export class AccountNotConnectedError extends LatchError {
  override name = 'AccountNotConnectedError'
  constructor() {
    super('The account is not connected', {
      userMessage: { key: 'walletError.accountNotConnected' },
      details: 'Sign with one of the addresses the wallet shared when connecting.',
    })
  }
}

/**
 * The user declined in the wallet: 'User rejected the request.' Its `cause` holds EIP-1193's code
 * 4001, so core's `isUserRejectedError` recognises it whatever the wallet threw.
 */
export class UserRejectedRequestError extends LatchError {
  override name = 'UserRejectedRequestError'
  constructor(method: string) {
    super('User rejected the request.', {
      details: `The user declined ${method} in the wallet.`,
      cause: { code: USER_REJECTED_CODE },
    })
  }
}

/**
 * A wallet request failed for another reason: `The wallet could not answer {method}`. `cause` is a
 * plain copy of what the wallet threw (`code`, `name`, `message` cut to 200 characters), never the
 * wallet's own object.
 */
export class WalletRequestError extends LatchError {
  override name = 'WalletRequestError'
  constructor(method: string, cause: { code?: unknown; name?: string; message?: string }) {
    super(`The wallet could not answer ${method}`, {
      details: cause.message,
      cause,
      userMessage: { key: 'walletError.requestFailed', values: { method } },
    })
  }
}
