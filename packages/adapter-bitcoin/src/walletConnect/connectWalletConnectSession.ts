import type { WalletConnectNamespaceProvider } from '@latch/core'
import type { BitcoinConnection, BitcoinConnectionEvents } from '../connection/BitcoinConnection.js'
import { unsupportedNetwork } from '../connection/unsupportedNetwork.js'
import { AccountNotConnectedError } from '../errors.js'
import type { BitcoinNetworkName } from '../networks.js'
import {
  readWalletConnectAccounts,
  signWithWalletConnect,
  toPaymentAccounts,
} from './walletConnectBitcoin.js'

/**
 * Connects through core's WalletConnect session (connector `walletConnect`, its bip122 namespace):
 * the session's account on `network`, else its first valid Bitcoin account. The connection signs
 * with `signMessage` (`protocol: 'bip322'`), switches to the session's account on another network
 * without a prompt, and ends when the session does. The session is core's: disconnecting leaves it
 * to core.
 *
 * @returns The connection, or `undefined` when the session has no valid Bitcoin account.
 * @throws The provider's `getAccounts` failure, as `WalletRequestError`.
 */
export async function connectWalletConnectSession(
  provider: WalletConnectNamespaceProvider,
  network: BitcoinNetworkName | undefined,
  events: BitcoinConnectionEvents,
): Promise<BitcoinConnection | undefined> {
  const sessionAccounts = await readWalletConnectAccounts(provider)
  const chosen =
    sessionAccounts.find((account) => account.network === network) ?? sessionAccounts[0]
  if (!chosen) return undefined
  const connection: BitcoinConnection = {
    network: chosen.network,
    address: chosen.address,
    accounts: toPaymentAccounts(sessionAccounts, chosen.network),
    provider,
    async signMessage({ address, message }) {
      if (!connection.accounts.some((account) => account.address === address)) {
        throw new AccountNotConnectedError()
      }
      return signWithWalletConnect(provider, { address, message, network: connection.network })
    },
    async switchNetwork(target, caipNetworkId) {
      const accounts = await readWalletConnectAccounts(provider)
      const onTarget = accounts.find((account) => account.network === target)
      if (!onTarget) {
        throw unsupportedNetwork(caipNetworkId, 'The WalletConnect session has no account on it.')
      }
      return {
        network: target,
        address: onTarget.address,
        accounts: toPaymentAccounts(accounts, target),
      }
    },
    stop: () => {},
  }
  connection.stop = provider.onDisconnect(() => events.onDisconnect(connection))
  return connection
}
