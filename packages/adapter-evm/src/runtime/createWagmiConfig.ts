import type { Logger, StorageLike } from '@latch/core'
import { type Config, createConfig, createStorage, injected } from '@wagmi/core'
import type { Chain, EIP1193Provider, Transport } from 'viem'
import type { AnnouncementStore } from '../discovery/createAnnouncementStore.js'
import { type AnnouncedWallet, listAnnouncedWallets } from '../discovery/listAnnouncedWallets.js'
import { guardEip1193Provider } from '../guard/guardEip1193Provider.js'
import { rpcTransportOf } from '../rpc/createRpcTransport.js'
import type { RpcSettings } from '../rpc/readRpcOptions.js'
import { safeConnector } from '../safe/safeConnector.js'
import { AUTH_BRIDGE_ID, WALLETCONNECT_BRIDGE_ID } from '../walletConnectBridgeId.js'
import { checkWagmiStorage } from './checkWagmiStorage.js'

/** Parameters of {@link createWagmiConfig}. */
export type CreateWagmiConfigParameters = {
  /** Latch's eip155 networks as viem chains (`toViemChain`); the first is wagmi's default. */
  chains: readonly [Chain, ...Chain[]]
  /** The EIP-6963 store the adapter discovered wallets with at setup. */
  announcedWallets: AnnouncementStore
  /** Key prefix of the wagmi state kept in `storage`. */
  storageKey: string
  /** Core's safe storage (never throws), where wagmi keeps its state. */
  storage: StorageLike
  /** Core's WalletConnect session: its eip155 EIP-1193 view becomes the `walletConnect` connector. */
  walletConnect?: { getProvider(): unknown } | undefined
  /** Core's embedded wallet: its EIP-1193 provider becomes the `ID_AUTH` connector. */
  embeddedWallet?: { getProvider(): unknown } | undefined
  /** In a Safe App, the Safe's EIP-1193 provider: it becomes the `safe` connector. */
  safeAppProvider?: EIP1193Provider | undefined
  /** Where the wallets' dropped events and invalid answers are reported. */
  logger?: Logger | undefined
  /** The checked RPC options (`readRpcOptions`); absent: each chain's own URLs, unranked. */
  rpc?: RpcSettings | undefined
}

// Every read goes through the adapter's one transport builder (fallback, batch, timeout, ranking).
const transportFor = (chain: Chain, rpc: RpcSettings | undefined): Transport =>
  rpcTransportOf({ caipNetworkId: `eip155:${chain.id}`, rpcUrls: chain.rpcUrls }, rpc)

// What wagmi's own EIP-6963 discovery builds for an announced wallet, on the provider object the
// adapter's store received (behind the guard), so connector ids, names and icons match core's list.
function toInjectedConnector({ id, info, provider }: AnnouncedWallet, logger?: Logger) {
  return injected({
    target: {
      id,
      name: info.name,
      icon: info.icon,
      provider: guardEip1193Provider(provider as EIP1193Provider, { logger }),
    },
  })
}

// Core owns the session (one for every namespace); wagmi talks to its eip155 EIP-1193 view, asked
// for when wagmi needs it: core loads its WalletConnect part (until then there is none) before it
// connects or reconnects through it.
function toWalletConnectConnector(walletConnect: { getProvider(): unknown }, logger?: Logger) {
  let session: unknown
  let guarded: EIP1193Provider | undefined
  return injected({
    target: {
      id: WALLETCONNECT_BRIDGE_ID,
      name: 'WalletConnect',
      provider: () => {
        const provider = walletConnect.getProvider()
        if (!provider) return undefined
        if (provider !== session) {
          session = provider
          guarded = guardEip1193Provider(provider as EIP1193Provider, { logger })
        }
        return guarded
      },
    },
    shimDisconnect: false,
  })
}

// Core's embedded wallet (email login); its provider already applies spec §6's allow-list.
function toEmbeddedWalletConnector(embeddedWallet: { getProvider(): unknown }, logger?: Logger) {
  return injected({
    target: {
      id: AUTH_BRIDGE_ID,
      name: 'Email',
      provider: guardEip1193Provider(embeddedWallet.getProvider() as EIP1193Provider, { logger }),
    },
    shimDisconnect: false,
  })
}

/**
 * Adds the connectors bridging to core's WalletConnect session and embedded wallet to a host's own
 * wagmi config (each once), beside any WalletConnect connector of the host's, which Latch does not
 * use.
 */
export function addLatchBridges(
  config: Config,
  bridges: {
    walletConnect?: { getProvider(): unknown } | undefined
    embeddedWallet?: { getProvider(): unknown } | undefined
  },
  logger?: Logger,
): void {
  const has = (id: string) => config.connectors.some((connector) => connector.id === id)
  const added = [
    ...(bridges.walletConnect && !has(WALLETCONNECT_BRIDGE_ID)
      ? [toWalletConnectConnector(bridges.walletConnect, logger)]
      : []),
    ...(bridges.embeddedWallet && !has(AUTH_BRIDGE_ID)
      ? [toEmbeddedWalletConnector(bridges.embeddedWallet, logger)]
      : []),
  ]
  if (added.length === 0) return
  const { connectors } = config._internal
  connectors.setState((current) => [...current, ...added.map((c) => connectors.setup(c))])
}

/**
 * Makes `chains` the config's chains (`addNetwork` / `removeNetwork`), with a transport for each
 * new one (`rpcTransportOf` under `rpc`). wagmi has no public way to change chains after creation;
 * this is what its `_internal.chains` store is for, and `transports` is the object the config was
 * created with.
 */
export function setConfigChains(
  config: Config,
  chains: readonly [Chain, ...Chain[]],
  rpc?: RpcSettings,
): void {
  const transports = config._internal.transports as Record<number, Transport>
  for (const chain of chains) transports[chain.id] ??= transportFor(chain, rpc)
  config._internal.chains.setState(chains)
}

/**
 * Creates Latch's own wagmi config (used when the host gives none): one chain and one transport per
 * network (`rpcTransportOf`: a fallback across its RPC URLs, batched, ranked under `rpc`), the
 * Safe's connector in a Safe App, an injected connector per wallet in the adapter's EIP-6963 store,
 * now and as more announce, and
 * wagmi's state in core's safe storage under `storageKey` so a reload can reconnect. wagmi's own
 * discovery is off: the adapter's store is the one list of announced wallets.
 *
 * @returns The config; wallets announced later are appended to its connectors.
 */
export function createWagmiConfig({
  chains,
  announcedWallets,
  storageKey,
  storage,
  walletConnect,
  embeddedWallet,
  safeAppProvider,
  logger,
  rpc,
}: CreateWagmiConfigParameters): Config {
  const walletConnectConnector = walletConnect
    ? [toWalletConnectConnector(walletConnect, logger)]
    : []
  const safeAppConnector = safeAppProvider
    ? [
        injected({
          target: {
            id: safeConnector.id,
            name: safeConnector.name,
            provider: guardEip1193Provider(safeAppProvider, { logger }),
          },
          // A Safe App is always connected to its Safe: no disconnect to remember. The shim would
          // also send `wallet_requestPermissions`, which the Safe Apps SDK rejects with code 4001,
          // read as a declined connection.
          shimDisconnect: false,
        }),
      ]
    : []
  const config = createConfig({
    chains,
    connectors: [
      ...walletConnectConnector,
      ...(embeddedWallet ? [toEmbeddedWalletConnector(embeddedWallet, logger)] : []),
      ...safeAppConnector,
      ...listAnnouncedWallets(announcedWallets).map((wallet) =>
        toInjectedConnector(wallet, logger),
      ),
    ],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, transportFor(chain, rpc)])),
    multiInjectedProviderDiscovery: false,
    storage: createStorage({
      key: storageKey,
      storage: checkWagmiStorage(storage, storageKey, logger),
    }),
  })
  // What createConfig does for its own discovery store; wagmi has no public way to add connectors.
  const { connectors } = config._internal
  announcedWallets.subscribe(() => {
    const known = new Set(config.connectors.map((connector) => connector.id))
    const added = listAnnouncedWallets(announcedWallets).filter(({ id }) => !known.has(id))
    if (added.length === 0) return
    connectors.setState((current) => [
      ...current,
      ...added.map((wallet) => connectors.setup(toInjectedConnector(wallet, logger))),
    ])
  })
  return config
}
