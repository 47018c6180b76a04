import type { AdapterTransaction } from '@latch/core'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import { toWalletStandardChain } from '../toWalletStandardChain.js'
import { sendTransactionWithWallet } from '../wallet/useStandardWallet.js'
import { sendTransactionWithWalletConnect } from '../walletConnect/walletConnectSolana.js'

/**
 * Builds `transaction` (a SOL or SPL transfer) and has the connected wallet, or core's
 * WalletConnect session, sign and send it.
 * @returns The transaction's signature, base58.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' without a connection;
 *   `RpcUrlMissingError` 'The network has no RPC URL'; the wallet's or the RPC's error otherwise.
 */
export async function sendTransaction(
  context: SolanaAdapterContext,
  transaction: AdapterTransaction,
): Promise<string> {
  const connection = context.state.require()
  const runtime = await context.loadRuntime()
  const { caipNetwork } = transaction
  const rpcUrl = getRpcUrl(caipNetwork)
  const { transaction: unsigned } = await runtime.buildTransfer(rpcUrl, transaction)
  if (connection.kind === 'walletConnect') {
    return sendTransactionWithWalletConnect(connection.provider, runtime, {
      transaction: unsigned,
      chainId: caipNetwork.caipNetworkId as `solana:${string}`,
    })
  }
  return sendTransactionWithWallet(runtime, {
    wallet: connection.wallet,
    account: connection.account,
    chain: toWalletStandardChain(caipNetwork),
    transaction: unsigned,
    rpcUrl,
  })
}
