/**
 * A JSON-RPC 2.0 error the relay fixture answers with
 * (https://www.jsonrpc.org/specification#error_object). The static constructors build the errors
 * it raises; `code` and `message` go on the wire unchanged.
 *
 * @example
 * import { RelayRpcError } from './RelayRpcError.ts'
 *
 * throw RelayRpcError.invalidParams('expected `topic` to be a non-empty string')
 */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  /** JSON-RPC error code, e.g. `-32602`. */
  readonly code: number

  /**
   * @param code - JSON-RPC error code.
   * @param message - The exact error message.
   */
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }

  /** `-32700` 'Parse error' (the frame is not JSON). */
  static parseError(): RelayRpcError {
    return new RelayRpcError(-32700, 'Parse error')
  }

  /** `-32600` 'Invalid Request: <details>' */
  static invalidRequest(details: string): RelayRpcError {
    return new RelayRpcError(-32600, `Invalid Request: ${details}`)
  }

  /** `-32601` 'Method not found: <method>' */
  static methodNotFound(method: string): RelayRpcError {
    return new RelayRpcError(-32601, `Method not found: ${method}`)
  }

  /** `-32602` 'Invalid params: <details>' */
  static invalidParams(details: string): RelayRpcError {
    return new RelayRpcError(-32602, `Invalid params: ${details}`)
  }

  /** `-32603` 'Internal error: <details>' */
  static internal(details: string): RelayRpcError {
    return new RelayRpcError(-32603, `Internal error: ${details}`)
  }
}
