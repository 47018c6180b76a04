import { type CaipNetwork, ChainNotSupportedError, isUserRejectedError } from '@latch/core'
import type { EIP1193Provider } from 'viem'

const UNRECOGNIZED_CHAIN = 4902

function isUnrecognizedChain(error: unknown): boolean {
  const candidate = error as { code?: number; data?: { originalError?: { code?: number } } }
  // MetaMask Mobile nests the code in data.originalError.
  return (
    candidate?.code === UNRECOGNIZED_CHAIN ||
    candidate?.data?.originalError?.code === UNRECOGNIZED_CHAIN
  )
}

/**
 * Asks an EIP-1193 wallet to switch chains (EIP-3326 `wallet_switchEthereumChain`); when the wallet
 * does not know the chain (error 4902) adds it (EIP-3085 `wallet_addEthereumChain`) and retries the
 * switch.
 *
 * @param provider - The connected wallet's EIP-1193 provider.
 * @param network - The eip155 network to switch to; its first RPC URL and explorer are offered.
 * @throws The wallet's error when the user declines the switch (EIP-1193 4001).
 * @throws {ChainNotSupportedError} 'Chain is not supported' when adding or the retried switch fails.
 * @example
 * import { switchEthereumChain } from '@latch/adapter-evm'
 * import { toCaipNetwork } from '@latch/core'
 * import { base } from 'viem/chains'
 *
 * // provider: the connected wallet's EIP-1193 provider (e.g. from useLatchProvider)
 * await switchEthereumChain(provider, toCaipNetwork(base))
 * // asks for chainId '0x2105'; on 4902, adds Base, then switches again
 */
export async function switchEthereumChain(
  provider: EIP1193Provider,
  network: CaipNetwork,
): Promise<void> {
  // EIP-3326/EIP-3085 want the chain id as a 0x-prefixed hex quantity.
  const chainId = `0x${Number(network.id).toString(16)}` as const
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
  }
  try {
    const explorer = network.blockExplorers?.default.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          blockExplorerUrls: explorer ? [explorer] : undefined,
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (isUserRejectedError(error)) throw error
    throw new ChainNotSupportedError({ caipNetworkId: network.caipNetworkId, cause: error })
  }
}
