import { NoActiveCaipAddressError } from '@latch/core'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { signMessageWithWallet } from '../wallet/useStandardWallet.js'
import { signMessageWithWalletConnect } from '../walletConnect/walletConnectSolana.js'

/**
 * Signs UTF-8 `message` with the connected wallet (`solana:signMessage`) or core's WalletConnect
 * session (`solana_signMessage`).
 * @returns The ed25519 signature, base58.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' without a connection; the
 *   wallet's error, `WalletFeatureNotSupportedError` or `InvalidWalletResponseError` otherwise.
 */
export async function signMessage(
  context: SolanaAdapterContext,
  { message, address }: { message: string; address: string },
): Promise<string> {
  const connection = context.state.require()
  const runtime = await context.loadRuntime()
  if (connection.kind === 'walletConnect') {
    const chainId = connection.caipNetwork?.caipNetworkId ?? context.networks[0]?.caipNetworkId
    if (!chainId) throw new NoActiveCaipAddressError()
    return signMessageWithWalletConnect(connection.provider, runtime, {
      message,
      address,
      chainId: chainId as `solana:${string}`,
    })
  }
  return signMessageWithWallet(runtime, connection.wallet, connection.account, message)
}
