import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'

/**
 * Reads a request's positional params.
 * @throws {DevWalletRpcError} -32602 'Invalid params: <expected>' unless `params` is an array.
 */
export function paramsOf(params: unknown, expected: string): readonly unknown[] {
  if (!Array.isArray(params)) throw DevWalletRpcError.invalidParams(`expected ${expected}`)
  return params
}
