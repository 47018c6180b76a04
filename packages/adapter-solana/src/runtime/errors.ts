import { LatchError } from '@latch/core'

// Thrown by the lazy runtime only: kept out of the package entry so start-up does not carry them.
// Callers tell them apart by `name`.

/**
 * Thrown when a token transfer's `token.address` is not a mint of SPL Token or Token-2022 (no
 * account, or another program's): 'The token is not an SPL token mint'.
 */
export class InvalidTokenMintError extends LatchError {
  override name = 'InvalidTokenMintError'
  constructor(mint: string) {
    super('The token is not an SPL token mint', {
      details: `${mint} is not owned by the Token or Token-2022 program.`,
    })
  }
}

/**
 * Thrown when a transaction is not confirmed before the wait's deadline:
 * 'Transaction was not confirmed in time'. It may still land later.
 */
export class TransactionTimeoutError extends LatchError {
  override name = 'TransactionTimeoutError'
  constructor(signature: string, timeout: number) {
    super('Transaction was not confirmed in time', {
      details: `${signature} was not confirmed within ${timeout} ms.`,
    })
  }
}
