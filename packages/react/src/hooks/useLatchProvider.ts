import type { ChainNamespace } from '@latch/core'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/**
 * The connected wallet's provider for a namespace: an EIP-1193 provider for `eip155`, to use with
 * viem or ethers. `undefined` while nothing is connected there.
 *
 * @param namespace - Defaults to `eip155`.
 * @returns `{ walletProvider, walletProviderType }` where the type is the connector type
 *   (`'INJECTED'`, `'ANNOUNCED'`…); both `undefined` while nothing is connected there.
 * @example
 * import { useLatchProvider } from '@latch/react'
 * import type { EIP1193Provider } from 'viem'
 *
 * function ChainIdButton() {
 *   const { walletProvider } = useLatchProvider<EIP1193Provider>('eip155')
 *   if (!walletProvider) return null
 *   const showChainId = async () => {
 *     const chainId = await walletProvider.request({ method: 'eth_chainId' }) // e.g. '0x1'
 *     console.log(chainId)
 *   }
 *   return <button onClick={() => void showChainId()}>Chain id</button>
 * }
 */
export function useLatchProvider<T = unknown>(
  namespace: ChainNamespace = 'eip155',
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const client = useLatchClient()
  const account = useStore(client.stores.chain, (state) => state.chains[namespace]?.accountState)
  if (!account?.address || !client.options.adapters.some((a) => a.namespace === namespace)) {
    return { walletProvider: undefined, walletProviderType: undefined }
  }
  return {
    walletProvider: client.getProvider(namespace) as T | undefined,
    walletProviderType: account.connectedWalletInfo?.type,
  }
}
