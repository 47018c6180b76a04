import { type CaipNetwork, ChainNotSupportedError } from '@latch/core'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { readWallet } from '../discovery/listSolanaWallets.js'
import { toWalletStandardChain } from '../toWalletStandardChain.js'
import { getWalletConnectAccounts } from '../walletConnect/walletConnectSolana.js'

/**
 * Solana wallets do not switch networks: the connection moves to `caipNetwork` when the wallet
 * lists its Wallet Standard chain (through WalletConnect: when the session has an account on it),
 * and a `chainChanged` is reported.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' without a connection;
 *   {@link ChainNotSupportedError} 'Chain is not supported' otherwise.
 */
export async function switchNetwork(
  context: SolanaAdapterContext,
  { caipNetwork }: { caipNetwork: CaipNetwork },
): Promise<void> {
  const { state } = context
  const connection = state.require()
  const supported =
    connection.kind === 'walletConnect'
      ? (await getWalletConnectAccounts(connection.provider)).some(
          (account) => account.reference === String(caipNetwork.id),
        )
      : (readWallet(connection.wallet)?.chains.includes(toWalletStandardChain(caipNetwork)) ??
        false)
  if (!supported) throw new ChainNotSupportedError({ caipNetworkId: caipNetwork.caipNetworkId })
  connection.caipNetwork = caipNetwork
  state.emit({ type: 'chainChanged', chainId: String(caipNetwork.id) })
}
