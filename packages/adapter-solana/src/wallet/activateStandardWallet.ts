import type { CaipNetwork } from '@latch/core'
import type { ActiveConnection, ConnectionState } from '../connection/createConnectionState.js'
import type { SolanaWalletEntry } from '../discovery/listSolanaWallets.js'
import { type StandardWalletAccount, watchStandardWallet } from './connectStandardWallet.js'

/**
 * Makes `chosen`, an account of the listed wallet `entry`, the adapter's connection on
 * `caipNetwork`, ending the one before, and follows the wallet's `standard:events`: another first
 * account is an `accountChanged` (when its address differs), none a `disconnect`.
 * @returns What `connect` and `reconnect` answer: the address, the network's id, the one account.
 */
export function activateStandardWallet(
  state: ConnectionState,
  entry: SolanaWalletEntry,
  chosen: StandardWalletAccount,
  caipNetwork: CaipNetwork | undefined,
) {
  state.end()
  const connection: ActiveConnection = {
    kind: 'wallet',
    connectorId: entry.id,
    wallet: entry.wallet,
    account: chosen.account,
    address: chosen.address,
    caipNetwork,
    stop: () => {},
  }
  connection.stop = watchStandardWallet(entry.wallet, (accounts) => {
    if (state.active !== connection) return
    const [next] = accounts
    if (!next) {
      state.end()
      state.emit({ type: 'disconnect' })
      return
    }
    connection.account = next.account
    if (next.address === connection.address) return
    connection.address = next.address
    state.emit({ type: 'accountChanged', address: next.address })
  })
  state.set(connection)
  return {
    address: chosen.address,
    chainId: String(caipNetwork?.id ?? ''),
    accounts: [{ address: chosen.address, type: 'eoa' as const }],
  }
}
