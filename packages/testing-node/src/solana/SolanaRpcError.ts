/**
 * A JSON-RPC 2.0 error the local Solana RPC server answers with, with the codes and messages of
 * a real Solana node (https://solana.com/docs/rpc and agave's `rpc_custom_error.rs`).
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  /** The JSON-RPC error code, e.g. `-32602`. */
  readonly code: number
  /** Extra error data, e.g. a failed preflight's simulation result. */
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** `-32700` 'Parse error' */
  static parseError(): SolanaRpcError {
    return new SolanaRpcError(-32700, 'Parse error')
  }

  /** `-32600` 'Invalid request' */
  static invalidRequest(): SolanaRpcError {
    return new SolanaRpcError(-32600, 'Invalid request')
  }

  /** `-32601` 'Method not found' */
  static methodNotFound(): SolanaRpcError {
    return new SolanaRpcError(-32601, 'Method not found')
  }

  /** `-32602` 'Invalid params: <details>' */
  static invalidParams(details: string): SolanaRpcError {
    return new SolanaRpcError(-32602, `Invalid params: ${details}`)
  }

  /** `-32002` 'Transaction simulation failed: <reason>', with the simulation result as `data`. */
  static preflightFailure(reason: string, data: unknown): SolanaRpcError {
    return new SolanaRpcError(-32002, `Transaction simulation failed: ${reason}`, data)
  }

  /** `-32003` 'Transaction signature verification failure' */
  static signatureVerificationFailure(): SolanaRpcError {
    return new SolanaRpcError(-32003, 'Transaction signature verification failure')
  }

  /** `-32603` 'Internal error: <details>' */
  static internal(details: string): SolanaRpcError {
    return new SolanaRpcError(-32603, `Internal error: ${details}`)
  }
}
