import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'
import type { DevWalletChain } from '../types.ts'
import { isRecord } from './isRecord.ts'
import { parseChainId } from './parseChainId.ts'

/**
 * Validates an EIP-3085 `AddEthereumChainParameter` (https://eips.ethereum.org/EIPS/eip-3085)
 * as MetaMask does: `chainId`, `chainName`, non-empty `rpcUrls` and `nativeCurrency` required.
 * @returns The chain, with `rpcUrls[0]` as its RPC URL.
 * @throws {DevWalletRpcError} -32602 'Invalid params: <what is wrong>'
 */
export function parseAddEthereumChainParameter(value: unknown): DevWalletChain {
  if (!isRecord(value))
    throw DevWalletRpcError.invalidParams('expected [AddEthereumChainParameter]')
  const { chainId, chainName, rpcUrls, nativeCurrency } = value
  const id = parseChainId(chainId)
  if (typeof chainName !== 'string' || chainName === '') {
    throw DevWalletRpcError.invalidParams('expected a non-empty chainName')
  }
  const [rpcUrl] = Array.isArray(rpcUrls) ? rpcUrls : []
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
    throw DevWalletRpcError.invalidParams('expected rpcUrls to start with an http(s) URL')
  }
  if (
    !isRecord(nativeCurrency) ||
    typeof nativeCurrency.name !== 'string' ||
    typeof nativeCurrency.symbol !== 'string' ||
    typeof nativeCurrency.decimals !== 'number'
  ) {
    throw DevWalletRpcError.invalidParams('expected nativeCurrency { name, symbol, decimals }')
  }
  const { name, symbol, decimals } = nativeCurrency
  return { id, name: chainName, rpcUrl, nativeCurrency: { name, symbol, decimals } }
}
