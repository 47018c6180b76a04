import {
  type AdapterEvent,
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
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  isContested,
  listSolanaWallets,
  readWallet,
  type SolanaWalletEntry,
  toConnector,
} from './discovery/listSolanaWallets.js'
import { ConnectorNotFoundError, NoAccountError, RpcUrlMissingError } from './errors.js'
import type { SolanaRuntime } from './runtime/index.js'
import { toWalletStandardChain } from './toWalletStandardChain.js'
import { callWallet, getFeatureMethod } from './wallet/callWalletFeature.js'
import {
  connectStandardWallet,
  type StandardWalletAccount,
  watchStandardWallet,
} from './wallet/connectStandardWallet.js'
import { sendTransactionWithWallet, signMessageWithWallet } from './wallet/useStandardWallet.js'
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
   * Loads the runtime (`@solana/kit`, the System Program's transfer) now instead of on the first
   * balance, signature or transaction. Rejects when it cannot load (a later call tries again).
   */
  preload(): Promise<void>
}

/** How long `reconnect` waits for the stored wallet to register itself (ms). */
const REGISTER_WAIT_MS = 1_000
/** How often `watchNewBlocks` asks for the slot (ms), like the EVM transport's polling. */
const POLL_INTERVAL_MS = 4_000

type ActiveConnection = {
  address: string
  caipNetwork: CaipNetwork | undefined
  stop: () => void
} & (
  | { kind: 'wallet'; connectorId: string; wallet: Wallet; account: WalletAccount }
  | { kind: 'walletConnect'; provider: WalletConnectNamespaceProvider }
)

/**
 * The Solana adapter (DESIGN.md §1) on the Wallet Standard (`@wallet-standard/app`) and
 * `@solana/kit`: every registered wallet with a `solana:` chain and `standard:connect` is listed
 * (its name and icon checked: a hostile wallet never throws into core), connects with
 * `standard:connect` (silently to reconnect), and follows `standard:events`. Balances (SOL, from
 * lamports), fees (lamports, `getFeeForMessage`) and the slot come from the network's RPC; messages
 * are signed with `solana:signMessage` (base58 signatures); a send is a System Program transfer
 * signed and sent with `solana:signAndSendTransaction`, or `solana:signTransaction` and the RPC.
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
  let walletConnect: { getProvider(): WalletConnectNamespaceProvider } | undefined
  let active: ActiveConnection | undefined
  let loading: Promise<SolanaRuntime> | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
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
  const loadRuntime = (): Promise<SolanaRuntime> => {
    loading ??= import('./runtime/index.js')
      .then((module) => module.solanaRuntime)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
  const rpcUrlOf = (caipNetwork: CaipNetwork) => {
    const url = caipNetwork.rpcUrls.default.http[0]
    if (!url) throw new RpcUrlMissingError(caipNetwork.caipNetworkId)
    return url
  }
  const walletConnectProvider = () => {
    const provider = walletConnect?.getProvider()
    if (!provider) throw new ConnectorNotFoundError('walletConnect')
    return provider
  }
  const end = () => {
    active?.stop()
    active = undefined
  }
  /** The integrator's network the account is on (its first listed chain), for a reconnect. */
  const networkFor = (chains: readonly string[]) =>
    networks.find((network) => chains.includes(toWalletStandardChain(network))) ?? networks[0]

  const waitForWallet = (connectorId: string): Promise<SolanaWalletEntry | undefined> => {
    const find = () => listed().find((entry) => entry.id === connectorId)
    const found = find()
    if (found || typeof window === 'undefined') return Promise.resolve(found)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off()
        resolve(find())
      }, REGISTER_WAIT_MS)
      const off = wallets().on('register', () => {
        const entry = find()
        if (!entry) return
        clearTimeout(timer)
        off()
        resolve(entry)
      })
    })
  }

  const useWallet = (
    entry: SolanaWalletEntry,
    chosen: StandardWalletAccount,
    caipNetwork: CaipNetwork | undefined,
  ) => {
    end()
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
      if (active !== connection) return
      const [next] = accounts
      if (!next) {
        end()
        emit({ type: 'disconnect' })
        return
      }
      connection.account = next.account
      if (next.address === connection.address) return
      connection.address = next.address
      emit({ type: 'accountChanged', address: next.address })
    })
    active = connection
    return {
      address: chosen.address,
      chainId: String(caipNetwork?.id ?? ''),
      accounts: [{ address: chosen.address, type: 'eoa' as const }],
    }
  }

  const useWalletConnect = async (caipNetwork: CaipNetwork | undefined) => {
    const provider = walletConnectProvider()
    const [account] = await getWalletConnectAccounts(provider, caipNetwork)
    if (!account) return undefined
    end()
    const network =
      networks.find((candidate) => String(candidate.id) === account.reference) ?? caipNetwork
    const unsubscribe = provider.onDisconnect(() => {
      if (active?.kind !== 'walletConnect') return
      end()
      emit({ type: 'disconnect' })
    })
    active = {
      kind: 'walletConnect',
      provider,
      address: account.address,
      caipNetwork: network,
      stop: unsubscribe,
    }
    return { address: account.address, chainId: account.reference }
  }

  const requireActive = () => {
    if (!active) throw new NoActiveCaipAddressError()
    return active
  }

  return {
    namespace: 'solana',
    setup(setup) {
      networks = setup.networks
      logger = setup.logger
      walletConnect = setup.walletConnect
      const registryOn = wallets().on
      const changed = () => emit({ type: 'connectorsChanged' })
      registryOn('register', changed)
      registryOn('unregister', (...gone: Wallet[]) => {
        if (active?.kind === 'wallet' && gone.includes(active.wallet)) {
          end()
          emit({ type: 'disconnect' })
        }
        changed()
      })
    },
    getConnectors: (): Connector[] => listed().map(toConnector),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    preload: async () => {
      await loadRuntime()
    },
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
      return useWallet(entry, chosen, caipNetwork)
    },
    async reconnect({ connectorId }) {
      if (connectorId === 'walletConnect') return useWalletConnect(networks[0])
      const entries = listed()
      if (isContested(entries, connectorId)) {
        logger?.warn(`Not reconnecting "${connectorId}": two wallets go by its name`)
        return undefined
      }
      const entry = await waitForWallet(connectorId)
      if (!entry) return undefined
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), reconnectTimeout)
      })
      try {
        const accounts = await Promise.race([
          connectStandardWallet(entry.wallet, { silent: true }),
          timeout,
        ])
        const [chosen] = accounts ?? []
        if (!accounts) logger?.warn(`"${entry.name}" did not answer a silent connect in time`)
        if (!chosen) return undefined
        return useWallet(entry, chosen, networkFor(chosen.chains))
      } finally {
        clearTimeout(timer)
      }
    },
    async disconnect() {
      const connection = active
      end()
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
      const lamports = await runtime.getLamports(rpcUrlOf(caipNetwork), address)
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { balance: formatDecimalUnits(lamports, decimals), symbol }
    },
    watchNewBlocks({ caipNetwork, onNewBlock }) {
      let last: bigint | undefined
      let stopped = false
      const poll = async () => {
        try {
          const slot = await (await loadRuntime()).getSlot(rpcUrlOf(caipNetwork))
          if (!stopped && last !== undefined && slot !== last) onNewBlock()
          last = slot
        } catch {
          // An unreachable RPC is tried again at the next tick.
        }
      }
      void poll()
      const timer = setInterval(poll, POLL_INTERVAL_MS)
      return () => {
        stopped = true
        clearInterval(timer)
      }
    },
    async signMessage({ message, address }) {
      const connection = requireActive()
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
    async sendTransaction({ caipNetwork, from, to, value }) {
      const connection = requireActive()
      const runtime = await loadRuntime()
      const rpcUrl = rpcUrlOf(caipNetwork)
      const { transaction } = await runtime.buildTransfer({ rpcUrl, from, to, value })
      if (connection.kind === 'walletConnect') {
        return sendTransactionWithWalletConnect(connection.provider, runtime, {
          transaction,
          chainId: caipNetwork.caipNetworkId as `solana:${string}`,
        })
      }
      return sendTransactionWithWallet(runtime, {
        wallet: connection.wallet,
        account: connection.account,
        chain: toWalletStandardChain(caipNetwork),
        transaction,
        rpcUrl,
      })
    },
    async estimateFee({ caipNetwork, from, to, value }) {
      const runtime = await loadRuntime()
      const rpcUrl = rpcUrlOf(caipNetwork)
      const { messageBase64 } = await runtime.buildTransfer({ rpcUrl, from, to, value })
      // A node answers null when the blockhash expired in between: one signature's base fee then.
      return { fee: (await runtime.getFeeForMessage(rpcUrl, messageBase64)) ?? 5_000n }
    },
    parseUnits: (value, decimals) => parseDecimalUnits(value, decimals),
    formatUnits: (value, decimals) => formatDecimalUnits(value, decimals),
    async switchNetwork({ caipNetwork }) {
      const connection = requireActive()
      const supported =
        connection.kind === 'walletConnect'
          ? (await getWalletConnectAccounts(connection.provider)).some(
              (account) => account.reference === String(caipNetwork.id),
            )
          : (readWallet(connection.wallet)?.chains.includes(toWalletStandardChain(caipNetwork)) ??
            false)
      if (!supported) throw new ChainNotSupportedError({ caipNetworkId: caipNetwork.caipNetworkId })
      connection.caipNetwork = caipNetwork
      emit({ type: 'chainChanged', chainId: String(caipNetwork.id) })
    },
    getProvider: () =>
      active?.kind === 'wallet'
        ? active.wallet
        : active?.kind === 'walletConnect'
          ? active.provider
          : undefined,
    setNetworks(next) {
      networks = next
    },
  }
}
