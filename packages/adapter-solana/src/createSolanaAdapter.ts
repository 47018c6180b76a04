import {
  type CaipNetwork,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connector,
  formatDecimalUnits,
  type Logger,
  NoActiveCaipAddressError,
  parseDecimalUnits,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createConnectionState } from './connection/createConnectionState.js'
import { createRuntimeLoader } from './createRuntimeLoader.js'
import {
  listSolanaWallets,
  readWallet,
  type SolanaWalletEntry,
  toConnector,
} from './discovery/listSolanaWallets.js'
import { ConnectorNotFoundError, NoAccountError } from './errors.js'
import { getRpcUrl } from './rpc/getRpcUrl.js'
import { watchSlots } from './rpc/watchSlots.js'
import { toWalletStandardChain } from './toWalletStandardChain.js'
import { activateStandardWallet } from './wallet/activateStandardWallet.js'
import { callWallet, getFeatureMethod } from './wallet/callWalletFeature.js'
import { connectStandardWallet } from './wallet/connectStandardWallet.js'
import { reconnectStandardWallet } from './wallet/reconnectStandardWallet.js'
import { sendTransactionWithWallet, signMessageWithWallet } from './wallet/useStandardWallet.js'
import { activateWalletConnect } from './walletConnect/activateWalletConnect.js'
import {
  getWalletConnectAccounts,
  sendTransactionWithWalletConnect,
  signMessageWithWalletConnect,
} from './walletConnect/walletConnectSolana.js'

/** Parameters of {@link createSolanaAdapter}. */
export type CreateSolanaAdapterParameters = {
  /**
   * The Wallet Standard registry to discover wallets in. Defaults to `getWallets()` of
   * `@wallet-standard/app`, the page's; tests pass their own.
   */
  wallets?: Pick<Wallets, 'get' | 'on'>
  /** How long `reconnect` waits for a silent `standard:connect` (ms). Defaults to `3_000`. */
  reconnectTimeout?: number
}

/** The Solana adapter: the {@link ChainAdapter} contract, plus loading its runtime early. */
export type SolanaAdapter = ChainAdapter & {
  /**
   * Loads the runtime (`@solana/kit`, the System and Token programs' instructions) now instead of
   * on the first balance, signature or transaction. Rejects when it cannot load (a later call
   * tries again).
   */
  preload(): Promise<void>
}

/**
 * The Solana adapter (DESIGN.md §1) on the Wallet Standard (`@wallet-standard/app`) and
 * `@solana/kit`: every registered wallet with a `solana:` chain and `standard:connect` is listed
 * (its name and icon checked: a hostile wallet never throws into core), connects with
 * `standard:connect` (silently to reconnect), and follows `standard:events`. Balances (SOL, from
 * lamports), fees (lamports, `getFeeForMessage`) and the slot come from the network's RPC; messages
 * are signed with `solana:signMessage` (base58 signatures); a send is a System Program transfer of
 * lamports, or with `token` an SPL `transferChecked` of base units between associated token accounts
 * (SPL Token or Token-2022, the recipient's account created when missing, the sender paying its
 * rent), signed and sent with `solana:signAndSendTransaction`, or `solana:signTransaction` and the
 * RPC; `InvalidTokenMintError` 'The token is not an SPL token mint' when `token.address` is not a
 * mint. `simulateTransactions` previews the sender's SOL (fee left out) and token changes with
 * `simulateTransaction`; `waitForTransaction` polls `getSignatureStatuses` until `confirmed`
 * (`TransactionTimeoutError` 'Transaction was not confirmed in time' after `timeout`).
 * Solana wallets do not switch networks: switching succeeds when the wallet lists the network's
 * Wallet Standard chain (`solana:mainnet`, `solana:devnet`, `solana:testnet`, else `solana:localnet`).
 *
 * With core's WalletConnect session, the connector `walletConnect` goes through it instead
 * (`solana_signMessage`, `solana_signAndSendTransaction`). A user's rejection rejects with an error
 * core's `isUserRejectedError` recognises.
 *
 * Start-up costs only discovery: `@solana/kit` is one lazy module, loaded on the first balance,
 * fee, signature, send or `preload()`.
 *
 * @example
 * import { createSolanaAdapter } from '@latch/adapter-solana'
 * import { solana } from '@latch/core'
 *
 * const latch = createLatch({ networks: [solana], adapters: [createSolanaAdapter()] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const { reconnectTimeout = 3_000 } = parameters
  let registry: Pick<Wallets, 'get' | 'on'> | undefined
  let networks: readonly CaipNetwork[] = []
  let logger: Logger | undefined
  let walletConnect: { getProvider(): WalletConnectNamespaceProvider | undefined } | undefined
  const state = createConnectionState()
  const loadRuntime = createRuntimeLoader()
  const reported = new WeakSet<object>()
  const reportInvalid = (wallet: unknown) => {
    if (typeof wallet === 'object' && wallet !== null) {
      if (reported.has(wallet)) return
      reported.add(wallet)
    }
    logger?.warn('Ignored an unreadable Wallet Standard wallet', wallet)
  }

  const wallets = () => {
    registry ??= parameters.wallets ?? getWallets()
    return registry
  }
  const listed = (): SolanaWalletEntry[] => {
    let registered: readonly unknown[]
    try {
      registered = wallets().get()
    } catch {
      return []
    }
    return listSolanaWallets(registered, reportInvalid)
  }
  const useWalletConnect = (caipNetwork: CaipNetwork | undefined) => {
    const provider = walletConnect?.getProvider()
    if (!provider) throw new ConnectorNotFoundError('walletConnect')
    return activateWalletConnect(state, { provider, networks, caipNetwork })
  }
  /** The integrator's network the account is on (its first listed chain), for a reconnect. */
  const networkFor = (chains: readonly string[]) =>
    networks.find((network) => chains.includes(toWalletStandardChain(network))) ?? networks[0]

  return {
    namespace: 'solana',
    setup(setup) {
      networks = setup.networks
      logger = setup.logger
      walletConnect = setup.walletConnect
      const registryOn = wallets().on
      const changed = () => state.emit({ type: 'connectorsChanged' })
      registryOn('register', changed)
      registryOn('unregister', (...gone: Wallet[]) => {
        const { active } = state
        if (active?.kind === 'wallet' && gone.includes(active.wallet)) {
          state.end()
          state.emit({ type: 'disconnect' })
        }
        changed()
      })
    },
    getConnectors: (): Connector[] => listed().map(toConnector),
    subscribe: state.subscribe,
    preload: async () => {
      await loadRuntime()
    },
    // A lazy chunk: the data source costs nothing until the Account view needs data.
    loadDataSource: async () => (await import('./data/index.js')).createSolanaRpcDataSource(),
    async connect({ connectorId, caipNetwork }) {
      if (connectorId === 'walletConnect') {
        const connection = await useWalletConnect(caipNetwork)
        if (!connection) throw new NoAccountError()
        return connection
      }
      const entry = listed().find((candidate) => candidate.id === connectorId)
      if (!entry) throw new ConnectorNotFoundError(connectorId)
      const chain = toWalletStandardChain(caipNetwork)
      const [chosen] = await connectStandardWallet(entry.wallet, { chain })
      if (!chosen) throw new NoAccountError()
      return activateStandardWallet(state, entry, chosen, caipNetwork)
    },
    async reconnect({ connectorId }) {
      if (connectorId === 'walletConnect') return useWalletConnect(networks[0])
      const found = await reconnectStandardWallet({
        connectorId,
        listed,
        registry: wallets(),
        timeout: reconnectTimeout,
        logger,
      })
      if (!found) return undefined
      return activateStandardWallet(
        state,
        found.entry,
        found.chosen,
        networkFor(found.chosen.chains),
      )
    },
    async disconnect() {
      const connection = state.active
      state.end()
      if (connection?.kind !== 'wallet') return
      const disconnect = getFeatureMethod(connection.wallet, 'standard:disconnect', 'disconnect')
      try {
        if (disconnect) await callWallet(() => disconnect())
      } catch (error) {
        logger?.warn('The wallet failed to disconnect', error)
      }
    },
    async getBalance({ address, caipNetwork }) {
      const runtime = await loadRuntime()
      const lamports = await runtime.getLamports(getRpcUrl(caipNetwork), address)
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { balance: formatDecimalUnits(lamports, decimals), symbol }
    },
    watchNewBlocks: ({ caipNetwork, onNewBlock }) =>
      watchSlots(async () => (await loadRuntime()).getSlot(getRpcUrl(caipNetwork)), onNewBlock),
    async signMessage({ message, address }) {
      const connection = state.require()
      const runtime = await loadRuntime()
      if (connection.kind === 'walletConnect') {
        const chainId = connection.caipNetwork?.caipNetworkId ?? networks[0]?.caipNetworkId
        if (!chainId) throw new NoActiveCaipAddressError()
        return signMessageWithWalletConnect(connection.provider, runtime, {
          message,
          address,
          chainId: chainId as `solana:${string}`,
        })
      }
      return signMessageWithWallet(runtime, connection.wallet, connection.account, message)
    },
    async sendTransaction(transaction) {
      const connection = state.require()
      const runtime = await loadRuntime()
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
    },
    estimateFee: async (transaction) => (await loadRuntime()).estimateFee(transaction),
    simulateTransactions: async (parameters) =>
      (await loadRuntime()).simulateTransactions(parameters),
    waitForTransaction: async (parameters) => (await loadRuntime()).waitForTransaction(parameters),
    parseUnits: (value, decimals) => parseDecimalUnits(value, decimals),
    formatUnits: (value, decimals) => formatDecimalUnits(value, decimals),
    async switchNetwork({ caipNetwork }) {
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
    },
    getProvider() {
      const { active } = state
      return active?.kind === 'wallet'
        ? active.wallet
        : active?.kind === 'walletConnect'
          ? active.provider
          : undefined
    },
    setNetworks(next) {
      networks = next
    },
  }
}
