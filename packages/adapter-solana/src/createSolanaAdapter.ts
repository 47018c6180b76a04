import {
  type ChainAdapter,
  type Connector,
  formatDecimalUnits,
  parseDecimalUnits,
} from '@latch/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type * as actions from './actions/index.js'
import type { SolanaAdapterContext } from './adapterContext.js'
import { createConnectionState } from './connection/createConnectionState.js'
import { createRuntimeLoader } from './createRuntimeLoader.js'
import { listSolanaWallets, toConnector } from './discovery/listSolanaWallets.js'
import { watchSlots } from './rpc/watchSlots.js'

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
   * Loads the adapter's lazy parts now (what connecting needs, and the runtime: `@solana/kit`, the
   * System and Token programs' instructions) instead of on the first connect, balance, signature or
   * transaction. Rejects when they cannot load (a later call tries again).
   */
  preload(): Promise<void>
}

/**
 * The Solana adapter on the Wallet Standard (`@wallet-standard/app`) and
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
 * (`solana_signMessage`, `solana_signAndSendTransaction`), and with core's embedded wallet the
 * connector `ID_AUTH` through its frame the same way (never listed). A user's rejection rejects with an error
 * core's `isUserRejectedError` recognises.
 *
 * Start-up costs only discovery (the registry, each wallet's name and icon checked): connecting,
 * signing and sending are one lazy module, loaded on the first connect, reconnect or `preload()`,
 * and `@solana/kit` another, loaded on the first balance, fee, signature, send or `preload()`.
 *
 * @example
 * import { createSolanaAdapter } from '@latch/adapter-solana'
 * import { solana } from '@latch/core'
 *
 * const latch = createLatch({ networks: [solana], adapters: [createSolanaAdapter()] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  let registry: Pick<Wallets, 'get' | 'on'> | undefined
  const reported = new WeakSet<object>()
  const reportInvalid = (wallet: unknown) => {
    if (typeof wallet === 'object' && wallet !== null) {
      if (reported.has(wallet)) return
      reported.add(wallet)
    }
    context.logger?.warn('Ignored an unreadable Wallet Standard wallet', wallet)
  }
  const context: SolanaAdapterContext = {
    state: createConnectionState(),
    networks: [],
    reconnectTimeout: parameters.reconnectTimeout ?? 3_000,
    wallets: () => {
      registry ??= parameters.wallets ?? getWallets()
      return registry
    },
    listed: () => {
      let registered: readonly unknown[]
      try {
        registered = context.wallets().get()
      } catch {
        return []
      }
      return listSolanaWallets(registered, reportInvalid)
    },
    loadRuntime: createRuntimeLoader(),
  }
  const { state } = context
  // The lazy module of connecting, signing and sending; after a failed load, the next call tries
  // again.
  let loading: Promise<typeof actions> | undefined
  const loadActions = () => {
    loading ??= import('./actions/index.js').catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  /** The action `name` of the lazy module, bound to this adapter's context. */
  const run = <
    name extends Exclude<keyof typeof actions, 'disconnectWallet' | 'getSlot' | 'loadDataSource'>,
  >(
    name: name,
  ) =>
    (async (request: never) => {
      const action = (await loadActions())[name] as (...args: unknown[]) => Promise<unknown>
      return action(context, request)
    }) as (request: Parameters<(typeof actions)[name]>[1]) => ReturnType<(typeof actions)[name]>

  return {
    namespace: 'solana',
    setup(setup) {
      context.networks = setup.networks
      context.logger = setup.logger
      context.walletConnect = setup.walletConnect
      context.embeddedWallet = setup.embeddedWallet
      const registryOn = context.wallets().on
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
    getConnectors: (): Connector[] => context.listed().map(toConnector),
    subscribe: state.subscribe,
    preload: async () => {
      await Promise.all([loadActions(), context.loadRuntime()])
    },
    // A lazy chunk: the data source costs nothing until the Account view needs data.
    loadDataSource: async () => (await loadActions()).loadDataSource(),
    connect: run('connect'),
    reconnect: run('reconnect'),
    async disconnect() {
      const connection = state.active
      state.end()
      if (connection?.kind === 'wallet') {
        await (await loadActions()).disconnectWallet(context, connection.wallet)
      }
    },
    getBalance: run('getBalance'),
    watchNewBlocks: ({ caipNetwork, onNewBlock }) =>
      watchSlots(async () => (await loadActions()).getSlot(context, caipNetwork), onNewBlock),
    signMessage: run('signMessage'),
    sendTransaction: run('sendTransaction'),
    estimateFee: run('estimateFee'),
    simulateTransactions: run('simulateTransactions'),
    waitForTransaction: run('waitForTransaction'),
    parseUnits: parseDecimalUnits,
    formatUnits: formatDecimalUnits,
    switchNetwork: run('switchNetwork'),
    getProvider() {
      const { active } = state
      return active?.kind === 'wallet'
        ? active.wallet
        : active?.kind === 'walletConnect'
          ? active.provider
          : undefined
    },
    setNetworks(next) {
      context.networks = next
    },
  }
}
