import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../caip/types.js'
import type { CaipNetwork } from '../networks/types.js'
import type {
  DefaultAccountTypes,
  PreferredAccountType,
  ResolvedOptions,
} from '../options/types.js'
import { resolveLocalFeatures } from './remoteFeatures.js'
import type {
  AccountDataStoreState,
  AccountState,
  AlertStoreState,
  AuthStoreState,
  ChainState,
  ChainStoreState,
  ConnectionStoreState,
  ConnectorStoreState,
  LocaleStoreState,
  ModalStoreState,
  PendingTransactionsStoreState,
  RouterStoreState,
  ThemeStoreState,
  ToastStoreState,
  TransactionsStoreState,
  WalletStoreState,
} from './types.js'

/** Every store, as zustand vanilla stores (read in React through selectors). */
export type LatchStores = {
  chain: StoreApi<ChainStoreState>
  connection: StoreApi<ConnectionStoreState>
  connectors: StoreApi<ConnectorStoreState>
  modal: StoreApi<ModalStoreState>
  auth: StoreApi<AuthStoreState>
  router: StoreApi<RouterStoreState>
  toast: StoreApi<ToastStoreState>
  alert: StoreApi<AlertStoreState>
  theme: StoreApi<ThemeStoreState>
  /** The requested locale. */
  locale: StoreApi<LocaleStoreState>
  wallets: StoreApi<WalletStoreState>
  /** The Account view's tokens, NFTs and current tab. */
  accountData: StoreApi<AccountDataStoreState>
  /** The Account view's activity. */
  transactions: StoreApi<TransactionsStoreState>
  /** Transactions sent from the modal (Send, Swap) until they are mined. */
  pendingTransactions: StoreApi<PendingTransactionsStoreState>
}

/** The Account view's data before anything was fetched. */
export const emptyAccountData: AccountDataStoreState = {
  currentTab: 'tokens',
  tokens: { caipAddress: undefined, status: 'idle', balances: [], lastRetry: undefined },
  nfts: { caipAddress: undefined, status: 'idle', nfts: [], next: undefined, loadingMore: false },
}

/** The transaction store before anything was fetched (and after a reset). */
export const emptyTransactions: TransactionsStoreState = {
  caipAddress: undefined,
  caipNetworkId: undefined,
  transactions: [],
  transactionsByYear: {},
  next: undefined,
  loading: false,
  empty: false,
  error: false,
}

/**
 * AccountState `preferredAccountTypes` of one namespace: the resolved `defaultAccountTypes`
 * entry, `undefined` for a namespace without one.
 */
export function preferredAccountTypeOf(
  defaultAccountTypes: DefaultAccountTypes,
  namespace: ChainNamespace,
): PreferredAccountType | undefined {
  return Object.hasOwn(defaultAccountTypes, namespace)
    ? defaultAccountTypes[namespace as keyof DefaultAccountTypes]
    : undefined
}

/**
 * An account state with nobody connected; the namespace's `preferredAccountTypes` is not part of
 * it (a disconnect keeps it).
 */
export const emptyAccountState: Omit<AccountState, 'preferredAccountTypes'> = {
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  status: 'disconnected',
  connectedWalletInfo: undefined,
  addressExplorerUrl: undefined,
  allAccounts: [],
  profileName: undefined,
  profileImage: undefined,
  user: undefined,
  socialProvider: undefined,
  socialWindow: undefined,
}

/**
 * A namespace's chain state before anything happened: `active` selected among `networks`, nobody
 * connected, the namespace's preferred account type from `defaultAccountTypes`.
 */
export function initialChainState(
  networks: readonly CaipNetwork[],
  active: CaipNetwork,
  options: Pick<ResolvedOptions, 'defaultAccountTypes'>,
): ChainState {
  const namespace = active.chainNamespace
  return {
    networkState: {
      caipNetwork: active,
      requestedCaipNetworks: networks,
      approvedCaipNetworkIds: [],
      supportsAllNetworks: false,
    },
    accountState: {
      ...emptyAccountState,
      preferredAccountTypes: preferredAccountTypeOf(options.defaultAccountTypes, namespace),
    },
  }
}

/**
 * Creates the stores for one Latch client, seeded from validated options: one chain state per
 * namespace that has networks, the default network active, everything disconnected and closed.
 */
export function createStores(options: ResolvedOptions): LatchStores {
  const chains: ChainStoreState['chains'] = {}
  for (const network of options.networks) {
    const namespace: ChainNamespace = network.chainNamespace
    if (chains[namespace]) continue
    const ofNamespace = options.networks.filter((n) => n.chainNamespace === namespace)
    const active =
      namespace === options.defaultNetwork.chainNamespace ? options.defaultNetwork : ofNamespace[0]
    chains[namespace] = initialChainState(ofNamespace, active ?? network, options)
  }
  return {
    chain: createStore<ChainStoreState>()(() => ({
      activeNamespace: options.defaultNetwork.chainNamespace,
      chains,
    })),
    connection: createStore<ConnectionStoreState>()(() => ({
      status: 'disconnected',
      connectorIds: {},
      recentWallets: [],
      siwxSessions: [],
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      wcErrorReason: undefined,
    })),
    connectors: createStore<ConnectorStoreState>()(() => ({
      connectors: [],
      filterByNamespace: undefined,
    })),
    accountData: createStore<AccountDataStoreState>()(() => emptyAccountData),
    transactions: createStore<TransactionsStoreState>()(() => emptyTransactions),
    pendingTransactions: createStore<PendingTransactionsStoreState>()(() => ({ pending: [] })),
    modal: createStore<ModalStoreState>()(() => ({
      open: false,
      loading: false,
      legalAccepted: false,
    })),
    auth: createStore<AuthStoreState>()(() => ({
      frameUrl: undefined,
      frameVisible: false,
      socialProviders: undefined,
    })),
    router: createStore<RouterStoreState>()(() => ({
      view: 'Connect',
      history: ['Connect'],
      data: {},
    })),
    toast: createStore<ToastStoreState>()(() => ({
      message: { key: 'toast.text', values: { text: '' } },
      variant: 'info',
      open: false,
      autoClose: true,
    })),
    alert: createStore<AlertStoreState>()(() => ({
      type: undefined,
      message: { key: 'toast.text', values: { text: '' } },
      variant: 'warning',
      open: false,
    })),
    wallets: createStore<WalletStoreState>()(() => ({
      // The bundled catalogue (`selectCatalogue`) until the hosted registry is merged over it.
      catalogue: undefined,
      remoteFeatures: resolveLocalFeatures({
        local: options.remoteFeatures,
        basic: options.basic,
        hasProjectId: Boolean(options.projectId),
      }),
    })),
    locale: createStore<LocaleStoreState>()(() => ({ locale: options.locale })),
    theme: createStore<ThemeStoreState>()(() => ({
      themeMode: options.themeMode,
      themeVariables: options.themeVariables,
    })),
  }
}
