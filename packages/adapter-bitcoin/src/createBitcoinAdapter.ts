import {
  type AdapterConnection,
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  formatDecimalUnits,
  type Logger,
  parseDecimalUnits,
  UnsupportedChainError,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type {
  BitcoinConnection,
  BitcoinConnectionAccounts,
  BitcoinConnectionEvents,
} from './connection/BitcoinConnection.js'
import { unsupportedNetwork } from './connection/unsupportedNetwork.js'
import {
  AccountNotConnectedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
} from './errors.js'
import { type BitcoinNetworkName, bitcoinNetworks, toBitcoinNetworkName } from './networks.js'
import type * as BitcoinRuntime from './runtime/index.js'
import { listBitcoinWallets, readBitcoinWallets } from './wallet/listBitcoinWallets.js'
import type { BitcoinAddressPurpose } from './wallet/readAccounts.js'

/** Parameters of {@link createBitcoinAdapter}. */
export type CreateBitcoinAdapterParameters = {
  /**
   * The addresses `bitcoin:connect` asks for (default `['payment', 'ordinals']`, as Reown's and
   * Xverse's dapps do). `payment` is always asked: it is the connected address.
   */
  purposes?: readonly BitcoinAddressPurpose[]
}

/** The id of the WalletConnect connector, whose session core owns. */
const WALLET_CONNECT_ID = 'walletConnect'

/**
 * The Bitcoin adapter on the Bitcoin Wallet Standard
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard), spoken directly — no `sats-connect`:
 *
 * - Discovery: every Wallet Standard wallet (`@wallet-standard/app`) with a `bitcoin:` chain and the
 *   `bitcoin:connect` feature, as an `ANNOUNCED` connector `walletStandard:{name}` (the Solana
 *   adapter's scheme, so one wallet in both namespaces has one name). Wallet-supplied values are
 *   checked (discovery with valibot, the lazy part's answers with zod): names stripped of
 *   invisible characters and cut to 64, icons only `data:image/` or `http(s):`, accounts only
 *   valid addresses; a wallet's throwing getters never reach core.
 * - Connect: `bitcoin:connect` with the `purposes`; the connection's address is the `payment`
 *   account, `chainId` the CAIP-2 reference of the network its address is for, `accounts`
 *   every account (`payment`, `ordinal`) with its public key. Reconnect prompts never: it uses the
 *   accounts the wallet already authorized (`wallet.accounts`, or a silent `standard:connect`).
 * - Sign: `bitcoin:signMessage`, the signature as base64 (BIP-322 simple, or the wallet's legacy one).
 * - Switch network: no prompt. The wallet must list the chain (`bitcoin:mainnet`/`bitcoin:testnet`);
 *   since its addresses differ per network, the adapter connects again when the connected address
 *   is for the other network, and fails with 'Chain is not supported' when the wallet still answers
 *   on the other network (the user switches networks in the wallet; its `change` event follows).
 * - WalletConnect (core's session, connector `walletConnect`): accounts from the session's bip122
 *   CAIP-10 accounts, `signMessage` with `protocol: 'bip322'`.
 * - Balances, sending and fees: 'Unsupported chain' (not for bip122).
 *
 * A user's refusal rejects with `UserRejectedRequestError` (code 4001 in its `cause`), which core's
 * `isUserRejectedError` recognises.
 *
 * Start-up costs only discovery (and `parseBitcoinAddress`, when an app imports it): reading
 * accounts (address checks), wallet requests and the connections are one lazy module, loaded on the
 * first connect, reconnect, signature or switch.
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
  let walletConnect: { getProvider(): WalletConnectNamespaceProvider | undefined } | undefined
  let connection: BitcoinConnection | undefined
  let loading: Promise<typeof BitcoinRuntime> | undefined
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

  /** The lazy part (./runtime), once; a failed load is tried again on the next call. */
  const loadRuntime = (): Promise<typeof BitcoinRuntime> => {
    loading ??= import('./runtime/index.js').catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  /** Whether two registered wallets go by `connectorId` (which one is real cannot be told). */
  function isContested(connectorId: string): boolean {
    return readBitcoinWallets(logger).filter((read) => read.id === connectorId).length > 1
  }

  /** The listed wallet going by `connectorId`, if any. */
  function findWallet(connectorId: string) {
    return listBitcoinWallets(logger).find((entry) => entry.id === connectorId)?.wallet
  }

  /** Adopts new accounts of the connected wallet, telling core what changed. */
  function adopt(next: BitcoinConnectionAccounts) {
    if (!connection) return
    const previous = { network: connection.network, address: connection.address }
    connection.network = next.network
    connection.address = next.address
    connection.accounts = next.accounts
    if (next.network !== previous.network) {
      emit({ type: 'chainChanged', chainId: bitcoinNetworks[next.network].reference })
    }
    // The accounts go along, so core's allAccounts follows an ordinals-only change too.
    if (next.address !== previous.address || next.network !== previous.network || next.accounts) {
      emit({ type: 'accountChanged', address: next.address, accounts: next.accounts })
    }
  }

  function end() {
    const ended = connection
    connection = undefined
    ended?.stop()
  }

  /** Makes `created` the connection, ending the previous one. */
  function use(created: BitcoinConnection): AdapterConnection {
    end()
    connection = created
    return {
      address: created.address,
      chainId: bitcoinNetworks[created.network].reference,
      accounts: created.accounts,
    }
  }

  /** What connections tell the adapter; a replaced connection is no longer heard. */
  const events: BitcoinConnectionEvents = {
    onAccounts(from, next) {
      if (from === connection) adopt(next)
    },
    onDisconnect(from) {
      if (from !== connection) return
      end()
      emit({ type: 'disconnect' })
    },
  }

  async function connectSession(network: BitcoinNetworkName | undefined) {
    const provider = walletConnect?.getProvider()
    if (!provider) throw new ConnectorNotFoundError(WALLET_CONNECT_ID)
    const runtime = await loadRuntime()
    const created = await runtime.connectWalletConnectSession(provider, network, events)
    return created && use(created)
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
      if (!wallet) throw new ConnectorNotFoundError(connectorId)
      const runtime = await loadRuntime()
      const read = await runtime.connectStandardWallet(wallet, purposes)
      return use(runtime.createWalletConnection({ wallet, read, purposes, logger }, events))
    },
    async reconnect({ connectorId }) {
      if (connectorId === WALLET_CONNECT_ID) return connectSession(connection?.network)
      if (isContested(connectorId)) {
        logger?.warn(`Not reconnecting "${connectorId}": two wallets go by its name`)
        return undefined
      }
      const wallet = findWallet(connectorId)
      if (!wallet) return undefined
      const runtime = await loadRuntime()
      const read = await runtime.readAuthorizedAccounts(wallet)
      return read && use(runtime.createWalletConnection({ wallet, read, purposes, logger }, events))
    },
    async disconnect() {
      const ended = connection
      end()
      await ended?.disconnect?.()
    },
    async getBalance() {
      throw new UnsupportedChainError({ namespace: 'bip122', action: 'Reading balances' })
    },
    async signMessage({ message, address }) {
      if (!connection) throw new AccountNotConnectedError()
      return connection.signMessage({ address, message })
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
      if (!target) {
        throw unsupportedNetwork(
          caipNetwork.caipNetworkId,
          'Not a Bitcoin network the adapter knows.',
        )
      }
      const current = connection
      if (!current || current.network === target) return
      const next = await current.switchNetwork(target, caipNetwork.caipNetworkId)
      if (connection === current) adopt(next)
    },
    getProvider() {
      return connection?.provider
    },
  }
}
