import type { TransactionRequest } from './parseUnsafeRequest.js'

/**
 * The fields of an EIP-1193 transaction request viem's `prepareTransactionRequest` and
 * `sendTransaction` take: legacy `gasPrice` or EIP-1559 fees, whichever the dapp gave (viem fills
 * the rest from the node).
 *
 * @param transaction - The validated request.
 */
export function toTransactionParameters(transaction: TransactionRequest) {
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: transaction.gasPrice }
      : {
          ...(transaction.maxFeePerGas === undefined
            ? {}
            : { maxFeePerGas: transaction.maxFeePerGas }),
          ...(transaction.maxPriorityFeePerGas === undefined
            ? {}
            : { maxPriorityFeePerGas: transaction.maxPriorityFeePerGas }),
        }
  return {
    to: transaction.to,
    value: transaction.value,
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
    ...(transaction.gas === undefined ? {} : { gas: transaction.gas }),
    ...(transaction.nonce === undefined ? {} : { nonce: transaction.nonce }),
    ...fees,
  }
}
