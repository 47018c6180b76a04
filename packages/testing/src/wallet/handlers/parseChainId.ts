import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'

/**
 * Reads an EIP-695 chain ID: a `0x`-prefixed hexadecimal string without leading zeros.
 * @throws {DevWalletRpcError} -32602 'Invalid params: expected a 0x-prefixed hexadecimal chain ID, got <value>'
 */
export function parseChainId(value: unknown): number {
  const id = typeof value === 'string' && /^0x[1-9a-f][0-9a-f]*$/i.test(value) ? Number(value) : 0
  if (!Number.isSafeInteger(id) || id === 0) {
    throw DevWalletRpcError.invalidParams(
      `expected a 0x-prefixed hexadecimal chain ID, got ${JSON.stringify(value)}`,
    )
  }
  return id
}
