/**
 * An EIP-1193 provider error, as thrown by the dev wallet's `request` and by `requestRpc`.
 *
 * Carries the numeric `code` dApps branch on (https://eips.ethereum.org/EIPS/eip-1193#provider-errors,
 * https://eips.ethereum.org/EIPS/eip-1474#error-codes) and an exact `message`. The static
 * constructors build the errors the dev wallet itself raises; errors from the chain's node are
 * passed through with the node's own code, message and data.
 *
 * @example
 * import { DevWalletRpcError } from '@latch/testing'
 *
 * try {
 *   await wallet.request({ method: 'eth_requestAccounts' })
 * } catch (error) {
 *   if (error instanceof DevWalletRpcError && error.code === 4001) console.log('rejected')
 * }
 */
export class DevWalletRpcError extends Error {
  override name = 'DevWalletRpcError'
  /** EIP-1193 / EIP-1474 error code, e.g. `4001`. */
  readonly code: number
  /** Extra error data, e.g. the revert data forwarded from the node. */
  readonly data: unknown

  /**
   * @param code - EIP-1193 / EIP-1474 error code.
   * @param message - The exact error message.
   * @param options - `data` to attach, `cause` to chain.
   */
  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = code
    this.data = options.data
  }

  /** `4001` 'User rejected the request.' */
  static userRejected(): DevWalletRpcError {
    return new DevWalletRpcError(4001, 'User rejected the request.')
  }

  /** `4100` 'The requested method and/or account has not been authorized by the user.' */
  static unauthorized(): DevWalletRpcError {
    return new DevWalletRpcError(
      4100,
      'The requested method and/or account has not been authorized by the user.',
    )
  }

  /** `4200` 'The Provider does not support the requested method.' */
  static unsupportedMethod(): DevWalletRpcError {
    return new DevWalletRpcError(4200, 'The Provider does not support the requested method.')
  }

  /** `4901` 'The Provider is not connected to the requested chain.' (its node is unreachable) */
  static chainDisconnected(cause: unknown): DevWalletRpcError {
    return new DevWalletRpcError(4901, 'The Provider is not connected to the requested chain.', {
      cause,
    })
  }

  /**
   * `4902` 'Unrecognized chain ID "0x…". Try adding the chain using wallet_addEthereumChain first.'
   * (MetaMask's wording).
   */
  static unrecognizedChain(chainIdHex: string): DevWalletRpcError {
    return new DevWalletRpcError(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }

  /** `-32602` 'Invalid params: <details>' */
  static invalidParams(details: string): DevWalletRpcError {
    return new DevWalletRpcError(-32602, `Invalid params: ${details}`)
  }

  /** `-32603` 'The current chain has no RPC URL' */
  static noRpcUrl(): DevWalletRpcError {
    return new DevWalletRpcError(-32603, 'The current chain has no RPC URL')
  }
}
