import { LatchError } from '@latch/core'

// The errors only the lazy runtime throws, apart from errors.ts (the public ones, which load at
// start-up with the entry): in a module of their own they stay in the lazy chunks.

/** What an EIP-1193 answer was checked as, in {@link InvalidWalletResponseError}'s message. */
export type WalletResponseKind =
  | 'account'
  | 'chain id'
  | 'signature'
  | 'balance'
  | 'transaction hash'
  | 'batch id'

// What the modal says of each, in every locale (@latch/react's catalogues).
const invalidResponseKeys: Record<WalletResponseKind, string> = {
  account: 'walletError.invalidAccount',
  'chain id': 'walletError.invalidChainId',
  signature: 'walletError.invalidSignature',
  balance: 'walletError.invalidBalance',
  'transaction hash': 'walletError.invalidTransactionHash',
  // An EIP-5792 batch id stands for the transaction(s) that carry it: the same words to the user.
  'batch id': 'walletError.invalidTransactionHash',
}

/**
 * Thrown when a wallet (or an RPC node) answers with something that is not what EIP-1193 / the
 * JSON-RPC API promise: `The wallet sent an invalid {kind}` (`The network sent an invalid balance`
 * for an RPC node's balance) (an account that is not an address, a
 * chain id that is not a positive safe integer, a signature that is not 64+ bytes of hex, a balance
 * that is not a uint256). The value itself is never put in the message (it may be huge or hostile).
 */
export class InvalidWalletResponseError extends LatchError {
  override name = 'InvalidWalletResponseError'
  constructor(kind: WalletResponseKind, method: string) {
    // A balance comes from the network's RPC node, not the wallet.
    const source = kind === 'balance' ? 'network' : 'wallet'
    super(`The ${source} sent an invalid ${kind}`, {
      details: `In answer to ${method}.`,
      userMessage: { key: invalidResponseKeys[kind] },
    })
  }
}

/**
 * Thrown when a wallet said it switched chains (EIP-3326 answered `null`) but neither `eth_chainId`
 * nor a `chainChanged` event showed the new chain within the wait: 'The wallet did not switch
 * network'.
 */
export class SwitchNotConfirmedError extends LatchError {
  override name = 'SwitchNotConfirmedError'
  constructor(chainId: number, waitedMs: number) {
    super('The wallet did not switch network', {
      userMessage: { key: 'walletError.switchNotConfirmed' },
      details: `It answered wallet_switchEthereumChain to ${chainId} but still reports another chain after ${waitedMs} ms.`,
    })
  }
}

/** Thrown when a wallet does not answer a request that needs no user action in time: 'The wallet did not answer'. */
export class WalletTimeoutError extends LatchError {
  override name = 'WalletTimeoutError'
  constructor(method: string, waitedMs: number) {
    super('The wallet did not answer', {
      details: `${method}: no answer within ${waitedMs} ms.`,
      userMessage: { key: 'walletError.timeout' },
    })
  }
}
