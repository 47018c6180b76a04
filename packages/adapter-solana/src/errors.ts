import { LatchError } from '@latch/core'

// Shared by every adapter; re-exported so `@latch/adapter-solana` keeps its names.
export { ConnectorNotFoundError, NoAccountError } from '@latch/core'

/** What a wallet answer was checked as, in {@link InvalidWalletResponseError}'s message. */
export type WalletResponseKind = 'account' | 'signature' | 'transaction'

// What the modal says of each, in every locale (@latch/react's catalogues).
const invalidResponseKeys: Record<WalletResponseKind, string> = {
  account: 'walletError.invalidAccount',
  signature: 'walletError.invalidSignature',
  transaction: 'walletError.invalidTransaction',
}

/**
 * Thrown when a wallet answers with something that is not what the Wallet Standard (or WalletConnect's
 * Solana RPC) promises: `The wallet sent an invalid {kind}` (an account whose address is not base58
 * of 32–44 characters, a signature that is not 64 bytes, a signed transaction that is not bytes).
 * The value itself is never put in the message (it may be huge or hostile).
 */
export class InvalidWalletResponseError extends LatchError {
  override name = 'InvalidWalletResponseError'
  constructor(kind: WalletResponseKind, feature: string) {
    super(`The wallet sent an invalid ${kind}`, {
      details: `In answer to ${feature}.`,
      userMessage: { key: invalidResponseKeys[kind] },
    })
  }
}

/**
 * Thrown when the connected wallet lacks the Wallet Standard feature an action needs:
 * 'The wallet does not support {feature}' (e.g. `solana:signMessage`; sending needs
 * `solana:signAndSendTransaction` or `solana:signTransaction`).
 */
export class WalletFeatureNotSupportedError extends LatchError {
  override name = 'WalletFeatureNotSupportedError'
  constructor(feature: string) {
    super(`The wallet does not support ${feature}`, {
      userMessage: { key: 'walletError.featureUnsupported', values: { feature } },
    })
  }
}

/**
 * A wallet's refusal, as the user declined it: named `UserRejectedRequestError`, which core's
 * `isUserRejectedError` recognises, with the wallet's own error as `cause`. Wallet Standard wallets
 * report a rejection in their own ways (`{ code: 4001 }`, a `WalletStandardError` with code
 * 4001000, or only a message such as 'User rejected the request'); the adapter turns each into this.
 */
export class UserRejectedRequestError extends LatchError {
  override name = 'UserRejectedRequestError'
  constructor(cause: unknown) {
    super('User rejected the request.', { cause })
  }
}

/** Thrown when a network has no RPC URL to read from or send through: 'The network has no RPC URL'. */
export class RpcUrlMissingError extends LatchError {
  override name = 'RpcUrlMissingError'
  constructor(caipNetworkId: string) {
    super('The network has no RPC URL', {
      userMessage: { key: 'walletError.noRpcUrl' },
      details: `${caipNetworkId} lists no rpcUrls.default.http.`,
    })
  }
}
