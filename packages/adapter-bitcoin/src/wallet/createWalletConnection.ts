import type { Logger } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import type {
  BitcoinConnection,
  BitcoinConnectionAccounts,
  BitcoinConnectionEvents,
} from '../connection/BitcoinConnection.js'
import { unsupportedNetwork } from '../connection/unsupportedNetwork.js'
import { AccountNotConnectedError } from '../errors.js'
import { bitcoinNetworks } from '../networks.js'
import { check } from './check.js'
import { type BitcoinAccounts, type BitcoinAddressPurpose, readAccounts } from './readAccounts.js'
import { readBitcoinWallet } from './readBitcoinWallet.js'
import { connectStandardWallet, signWithStandardWallet } from './standardWallet.js'
import { featureWith } from './walletSchemas.js'
import { watchWalletAccounts } from './watchWalletAccounts.js'

const toConnectionAccounts = (read: BitcoinAccounts): BitcoinConnectionAccounts => ({
  network: read.network,
  address: read.payment.address,
  accounts: read.accounts,
})

/**
 * The connection to a Wallet Standard wallet that shared `read` (through `bitcoin:connect`, or
 * already authorized): it signs with `bitcoin:signMessage`, follows the wallet's `change` events
 * (no accounts: the wallet disconnected the site), switches networks by connecting again (no
 * prompt once the site is authorized, since the wallet's addresses differ per network) and tells
 * the wallet of a disconnect through `standard:disconnect`.
 *
 * @param parameters.purposes - What connecting again asks for, as the first connect did.
 */
export function createWalletConnection(
  parameters: {
    wallet: Wallet
    read: BitcoinAccounts
    purposes: readonly BitcoinAddressPurpose[]
    logger?: Logger | undefined
  },
  events: BitcoinConnectionEvents,
): BitcoinConnection {
  const { wallet, purposes, logger } = parameters
  let walletAccounts = parameters.read.walletAccounts
  const connection: BitcoinConnection = {
    ...toConnectionAccounts(parameters.read),
    provider: wallet,
    wallet,
    async signMessage({ address, message }) {
      const account = walletAccounts.find((candidate) => candidate.address === address)
      if (!account) throw new AccountNotConnectedError()
      return signWithStandardWallet(wallet, account, message)
    },
    async switchNetwork(target, caipNetworkId) {
      const { walletChain } = bitcoinNetworks[target]
      if (!(readBitcoinWallet(wallet)?.chains ?? []).includes(walletChain)) {
        throw unsupportedNetwork(caipNetworkId, `The wallet does not list ${walletChain}.`)
      }
      // Wallets give other addresses on another network: connecting again gets them, once the
      // wallet is on that network (Bitcoin wallets switch networks in their own settings).
      const read = await connectStandardWallet(wallet, purposes)
      if (read.network !== target) {
        throw unsupportedNetwork(
          caipNetworkId,
          `The wallet still gives ${read.network} addresses; switch it to ${target}.`,
        )
      }
      walletAccounts = read.walletAccounts
      return toConnectionAccounts(read)
    },
    async disconnect() {
      const disconnect = check(
        featureWith('disconnect'),
        () => wallet.features['standard:disconnect'],
      )?.disconnect
      if (!disconnect) return
      try {
        await disconnect()
      } catch (error) {
        logger?.warn('The Bitcoin wallet failed to disconnect', error)
      }
    },
    stop: () => {},
  }
  connection.stop = watchWalletAccounts(
    wallet,
    (accounts) => {
      if (accounts.length === 0) {
        events.onDisconnect(connection)
        return
      }
      const read = readAccounts(accounts)
      if (!read) {
        logger?.warn('Ignored a Bitcoin wallet change without a valid payment address')
        return
      }
      walletAccounts = read.walletAccounts
      events.onAccounts(connection, toConnectionAccounts(read))
    },
    logger,
  )
  return connection
}
