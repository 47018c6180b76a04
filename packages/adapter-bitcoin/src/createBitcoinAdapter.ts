import {
  type AdapterAccount,
  type AdapterConnection,
  type AdapterEvent,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connector,
  formatDecimalUnits,
  LatchError,
  type Logger,
  parseDecimalUnits,
  UnsupportedChainError,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  AccountNotConnectedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
} from './errors.js'
import { type BitcoinNetworkName, bitcoinNetworks, toBitcoinNetworkName } from './networks.js'
import { check } from './wallet/check.js'
import { listBitcoinWallets, readBitcoinWallets } from './wallet/listBitcoinWallets.js'
import {
  type BitcoinAccounts,
  type BitcoinAddressPurpose,
  readAccounts,
} from './wallet/readAccounts.js'
import { readBitcoinWallet } from './wallet/readBitcoinWallet.js'
import {
  connectStandardWallet,
  readAuthorizedAccounts,
  signWithStandardWallet,
} from './wallet/standardWallet.js'
import { type CheckedWalletAccount, featureWith } from './wallet/walletSchemas.js'
import { watchWalletAccounts } from './wallet/watchWalletAccounts.js'
import {
  readWalletConnectAccounts,
  signWithWalletConnect,
  toPaymentAccounts,
} from './walletConnect/walletConnectBitcoin.js'

/** Parameters of {@link createBitcoinAdapter}. */
export type CreateBitcoinAdapterParameters = {
  /**
   * The addresses `bitcoin:connect` asks for (default `['payment', 'ordinals']`, as Reown's and
   * Xverse's dapps do). `payment` is always asked: it is the connected address (spec §6).
   */
  purposes?: readonly BitcoinAddressPurpose[]
}

/** The id of the WalletConnect connector, whose session core owns (spec §3 connector ids). */
const WALLET_CONNECT_ID = 'walletConnect'

/** A live connection: its wallet (or WalletConnect session), network and accounts. */
type Connection = {
  connectorId: string
  network: BitcoinNetworkName
  address: string
  accounts: AdapterAccount[]
  /** Wallet Standard: the wallet and its own account objects, handed back when signing. */
  wallet?: Wallet
  walletAccounts?: CheckedWalletAccount[]
  /** WalletConnect: core's provider for bip122. */
  provider?: WalletConnectNamespaceProvider
  stop: () => void
}

const toAdapterConnection = (connection: Connection): AdapterConnection => ({
  address: connection.address,
  chainId: bitcoinNetworks[connection.network].reference,
  accounts: connection.accounts,
})

/**
 * The Bitcoin adapter (DESIGN.md §1) on the Bitcoin Wallet Standard
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard), spoken directly — no `sats-connect`:
 *
 * - Discovery: every Wallet Standard wallet (`@wallet-standard/app`) with a `bitcoin:` chain and the
 *   `bitcoin:connect` feature, as an `ANNOUNCED` connector `walletStandard:{name}` (the Solana
 *   adapter's scheme, so one wallet in both namespaces has one name). Wallet-supplied values are
 *   zod-checked: names stripped of invisible characters and cut to 64, icons only `data:image/` or
 *   `http(s):`, accounts only valid addresses; a wallet's throwing getters never reach core.
 * - Connect: `bitcoin:connect` with the `purposes`; the connection's address is the `payment`
 *   account (spec §6), `chainId` the CAIP-2 reference of the network its address is for, `accounts`
 *   every account (`payment`, `ordinal`) with its public key. Reconnect prompts never: it uses the
 *   accounts the wallet already authorized (`wallet.accounts`, or a silent `standard:connect`).
 * - Sign: `bitcoin:signMessage`, the signature as base64 (BIP-322 simple, or the wallet's legacy one).
 * - Switch network: no prompt. The wallet must list the chain (`bitcoin:mainnet`/`bitcoin:testnet`);
 *   since its addresses differ per network, the adapter connects again when the connected address
 *   is for the other network, and fails with 'Chain is not supported' when the wallet still answers
 *   on the other network (the user switches networks in the wallet; its `change` event follows).
 * - WalletConnect (core's session, connector `walletConnect`): accounts from the session's bip122
 *   CAIP-10 accounts, `signMessage` with `protocol: 'bip322'`.
 * - Balances, sending and fees: 'Unsupported chain' (spec §5, §9: not for bip122).
 *
 * A user's refusal rejects with `UserRejectedRequestError` (code 4001 in its `cause`), which core's
 * `isUserRejectedError` recognises.
 *
 * @example
 * import { bitcoin, bitcoinTestnet } from '@latch/core'
 * import { createBitcoinAdapter } from '@latch/adapter-bitcoin'
 *
 * const latch = createLatch({ networks: [bitcoin, bitcoinTestnet], adapters: [createBitcoinAdapter()] })
 */
export function createBitcoinAdapter(
  parameters: CreateBitcoinAdapterParameters = {},
): ChainAdapter {
  const purposes: BitcoinAddressPurpose[] = [
    'payment',
    ...(parameters.purposes ?? ['ordinals']).filter((purpose) => purpose === 'ordinals'),
  ]
  let logger: Logger | undefined
  let walletConnect: { getProvider(): WalletConnectNamespaceProvider } | undefined
  let connection: Connection | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        logger?.error(`A Bitcoin adapter "${event.type}" listener failed`, error)
      }
    }
  }

  /** Whether two registered wallets go by `connectorId` (which one is real cannot be told). */
  function isContested(connectorId: string): boolean {
    return readBitcoinWallets(logger).filter((read) => read.id === connectorId).length > 1
  }

  function findWallet(connectorId: string): Wallet {
    const found = listBitcoinWallets(logger).find((entry) => entry.id === connectorId)
    if (!found) throw new ConnectorNotFoundError(connectorId)
    return found.wallet
  }

  /** Adopts new accounts of the connected wallet, telling core what changed. */
  function adopt(next: {
    network: BitcoinNetworkName
    address: string
    accounts: AdapterAccount[]
  }) {
    if (!connection) return
    const previous = connection
    connection = { ...connection, ...next }
    if (next.network !== previous.network) {
      emit({ type: 'chainChanged', chainId: bitcoinNetworks[next.network].reference })
    }
    if (next.address !== previous.address) emit({ type: 'accountChanged', address: next.address })
  }

  function end() {
    const ended = connection
    connection = undefined
    ended?.stop()
  }

  /** Follows the wallet's account changes: new accounts, or none (the wallet disconnected). */
  function watchWallet(wallet: Wallet): () => void {
    return watchWalletAccounts(
      wallet,
      (accounts) => {
        if (connection?.wallet !== wallet) return
        if (accounts.length === 0) {
          end()
          emit({ type: 'disconnect' })
          return
        }
        const read = readAccounts(accounts)
        if (!read) {
          logger?.warn('Ignored a Bitcoin wallet change without a valid payment address')
          return
        }
        connection.walletAccounts = read.walletAccounts
        adopt({ network: read.network, address: read.payment.address, accounts: read.accounts })
      },
      logger,
    )
  }

  function connectWallet(connectorId: string, wallet: Wallet, read: BitcoinAccounts) {
    end()
    connection = {
      connectorId,
      network: read.network,
      address: read.payment.address,
      accounts: read.accounts,
      wallet,
      walletAccounts: read.walletAccounts,
      stop: () => {},
    }
    connection.stop = watchWallet(wallet)
    return toAdapterConnection(connection)
  }

  async function connectSession(network: BitcoinNetworkName | undefined) {
    const provider = walletConnect?.getProvider()
    if (!provider) throw new ConnectorNotFoundError(WALLET_CONNECT_ID)
    const accounts = await readWalletConnectAccounts(provider)
    const chosen = accounts.find((account) => account.network === network) ?? accounts[0]
    if (!chosen) return undefined
    end()
    connection = {
      connectorId: WALLET_CONNECT_ID,
      network: chosen.network,
      address: chosen.address,
      accounts: toPaymentAccounts(accounts, chosen.network),
      provider,
      stop: provider.onDisconnect(() => {
        if (connection?.provider !== provider) return
        end()
        emit({ type: 'disconnect' })
      }),
    }
    return toAdapterConnection(connection)
  }

  return {
    namespace: 'bip122',
    setup(setupParameters) {
      logger = setupParameters.logger
      walletConnect = setupParameters.walletConnect
      const changed = () => emit({ type: 'connectorsChanged' })
      const wallets = getWallets()
      wallets.on('register', changed)
      wallets.on('unregister', (...removed) => {
        if (connection?.wallet && removed.includes(connection.wallet)) {
          end()
          emit({ type: 'disconnect' })
        }
        changed()
      })
    },
    getConnectors(): Connector[] {
      return listBitcoinWallets(logger).map(({ id, name, icon }) => ({
        id,
        type: 'ANNOUNCED',
        name,
        imageUrl: icon,
        chain: 'bip122',
        installed: true,
      }))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async connect({ connectorId, caipNetwork }) {
      if (connectorId === WALLET_CONNECT_ID) {
        const connected = await connectSession(toBitcoinNetworkName(caipNetwork.id))
        if (!connected) throw new InvalidWalletResponseError('account', 'getAccounts')
        return connected
      }
      const wallet = findWallet(connectorId)
      return connectWallet(connectorId, wallet, await connectStandardWallet(wallet, purposes))
    },
    async reconnect({ connectorId }) {
      if (connectorId === WALLET_CONNECT_ID) return connectSession(connection?.network)
      if (isContested(connectorId)) {
        logger?.warn(`Not reconnecting "${connectorId}": two wallets go by its name`)
        return undefined
      }
      const wallet = listBitcoinWallets(logger).find((entry) => entry.id === connectorId)?.wallet
      const read = wallet && (await readAuthorizedAccounts(wallet))
      return wallet && read ? connectWallet(connectorId, wallet, read) : undefined
    },
    async disconnect() {
      const wallet = connection?.wallet
      end()
      const disconnect = wallet
        ? check(featureWith('disconnect'), () => wallet.features['standard:disconnect'])?.disconnect
        : undefined
      if (!disconnect) return
      try {
        await disconnect()
      } catch (error) {
        logger?.warn('The Bitcoin wallet failed to disconnect', error)
      }
    },
    async getBalance() {
      throw new UnsupportedChainError({ namespace: 'bip122', action: 'Reading balances' })
    },
    async signMessage({ message, address }) {
      const current = connection
      if (!current) throw new AccountNotConnectedError()
      if (current.provider) {
        if (!current.accounts.some((account) => account.address === address)) {
          throw new AccountNotConnectedError()
        }
        return signWithWalletConnect(current.provider, {
          address,
          message,
          network: current.network,
        })
      }
      const account = current.walletAccounts?.find((candidate) => candidate.address === address)
      if (!account || !current.wallet) throw new AccountNotConnectedError()
      return signWithStandardWallet(current.wallet, account, message)
    },
    async sendTransaction() {
      throw new UnsupportedChainError({ namespace: 'bip122', action: 'Sending' })
    },
    async estimateFee() {
      throw new UnsupportedChainError({ namespace: 'bip122', action: 'Estimating fees' })
    },
    parseUnits: parseDecimalUnits,
    formatUnits: formatDecimalUnits,
    async switchNetwork({ caipNetwork }) {
      const target = toBitcoinNetworkName(caipNetwork.id)
      const unsupported = (reason: string) =>
        new ChainNotSupportedError({
          caipNetworkId: caipNetwork.caipNetworkId,
          cause: new LatchError(reason),
        })
      if (!target) throw unsupported('Not a Bitcoin network the adapter knows.')
      const current = connection
      if (!current || current.network === target) return
      if (current.provider) {
        const accounts = await readWalletConnectAccounts(current.provider)
        const onTarget = accounts.find((account) => account.network === target)
        if (!onTarget) throw unsupported('The WalletConnect session has no account on it.')
        adopt({
          network: target,
          address: onTarget.address,
          accounts: toPaymentAccounts(accounts, target),
        })
        return
      }
      const wallet = current.wallet as Wallet
      const chains = readBitcoinWallet(wallet)?.chains ?? []
      if (!chains.includes(bitcoinNetworks[target].walletChain)) {
        throw unsupported(`The wallet does not list ${bitcoinNetworks[target].walletChain}.`)
      }
      // Wallets give other addresses on another network: connecting again gets them, once the
      // wallet is on that network (Bitcoin wallets switch networks in their own settings).
      const read = await connectStandardWallet(wallet, purposes)
      if (read.network !== target) {
        throw unsupported(
          `The wallet still gives ${read.network} addresses; switch it to ${target}.`,
        )
      }
      if (connection !== current) return
      current.walletAccounts = read.walletAccounts
      adopt({ network: read.network, address: read.payment.address, accounts: read.accounts })
    },
    getProvider() {
      return connection?.wallet ?? connection?.provider
    },
  }
}
