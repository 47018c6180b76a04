import { BaseError, hashTypedData, isHex, type TypedDataDefinition } from 'viem'
import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'
import type { DevWalletRequestHandler } from './DevWalletRequestHandler.ts'
import { isRecord } from './isRecord.ts'
import { paramsOf } from './paramsOf.ts'

/**
 * Message signing with the selected local account: `personal_sign` (EIP-191 version 0x45,
 * https://eips.ethereum.org/EIPS/eip-191) and `eth_signTypedData_v4` (EIP-712,
 * https://eips.ethereum.org/EIPS/eip-712). Both need the site authorized for that address.
 */
export const signHandlers = {
  personal_sign: async (store, params) => {
    const [data, address] = paramsOf(params, '[data, address]')
    if (typeof data !== 'string') throw DevWalletRpcError.invalidParams('expected [data, address]')
    store.assertAuthorized(address)
    await store.approve()
    // MetaMask signs non-hex data as UTF-8 text.
    return store.account.signMessage({ message: isHex(data) ? { raw: data } : data })
  },

  eth_signTypedData_v4: async (store, params) => {
    const [address, json] = paramsOf(params, '[address, typedData]')
    store.assertAuthorized(address)
    const typedData = parseTypedData(json)
    await store.approve()
    return store.account.signTypedData(typedData)
  },
} satisfies Record<string, DevWalletRequestHandler>

/**
 * Reads EIP-712 typed data given as JSON (or, leniently, as an object) and checks that it hashes.
 * @throws {DevWalletRpcError} -32602 'Invalid params: <why the typed data is invalid>'
 */
function parseTypedData(json: unknown): TypedDataDefinition {
  let typedData: unknown
  try {
    typedData = typeof json === 'string' ? JSON.parse(json) : json
  } catch {
    throw DevWalletRpcError.invalidParams('typed data is not valid JSON')
  }
  if (
    !isRecord(typedData) ||
    !isRecord(typedData.types) ||
    typeof typedData.primaryType !== 'string'
  ) {
    throw DevWalletRpcError.invalidParams(
      'expected typed data { types, primaryType, domain, message }',
    )
  }
  const definition = typedData as TypedDataDefinition
  try {
    hashTypedData(definition)
  } catch (error) {
    throw DevWalletRpcError.invalidParams(
      error instanceof BaseError ? error.shortMessage : String(error),
    )
  }
  return definition
}
