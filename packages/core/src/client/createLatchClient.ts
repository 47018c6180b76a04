import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { InvalidOptionError } from '../errors/options.js'
import { createEventBus } from '../events/createEventBus.js'
import { accountDataFeature } from '../features/accountData/index.js'
import {
  canLogInWithEmail,
  hasEmbeddedWallet,
  prepareEmailLogin,
  sendEmailCode,
  setAuthFrameContainer,
} from '../features/embeddedWallet/actions.js'
import { getEmbeddedWallet } from '../features/embeddedWallet/index.js'
import { hostedDataFeature } from '../features/hostedData/index.js'
import { features } from '../features/index.js'
import { siwxFeature } from '../features/siwx/index.js'
import { acquireWalletImage } from '../features/walletImages/acquireWalletImage.js'
import { checkWalletConnectWallet } from '../features/walletConnect/checkWalletConnectWallet.js'
import { connectWalletConnect } from '../features/walletConnect/connectWalletConnect.js'
import { walletConnectConnector } from '../features/walletConnect/connector.js'
import { walletConnectBridge, walletConnectFeature } from '../features/walletConnect/index.js'
import { connect } from '../flows/connect.js'
import { disconnect } from '../flows/disconnect.js'
import { handleAdapterEvent } from '../flows/handleAdapterEvent.js'
import { closeModal, goBack, openModal, pushView } from '../flows/modal.js'
import { addNetwork, removeNetwork } from '../flows/networks.js'
import { reconnect } from '../flows/reconnect.js'
import { signMessage } from '../flows/signMessage.js'
import { switchAccount } from '../flows/switchAccount.js'
import { connectForNetwork, selectNetwork, switchNetwork } from '../flows/switchNetwork.js'
import { hideToast, showAlertOnce, showToast } from '../flows/toast.js'
import { getActiveWalletFeatures } from '../features/walletFeatures/getActiveWalletFeatures.js'
import { watchBalance } from '../flows/watchBalance.js'
import { createLogger } from '../logger/createLogger.js'
import { checkOptionSchema, localeTagSchema } from '../options/optionSchemas.js'
import type { LatchOptions } from '../options/types.js'
import { checkThemeVariables, validateOptions } from '../options/validateOptions.js'
import { getActiveChainState, getChainState } from '../state/chainStateAccess.js'
import { createStores } from '../state/createStores.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { bindClientContext } from './clientContext.js'
import { coalesceAdapterEvents } from './coalesceAdapterEvents.js'
import type { LatchContext } from './context.js'
import { createFeatureRegistry } from './createFeatureRegistry.js'
import { createKernelState } from './createKernelState.js'
import type { LatchClientInternal, LatchPublicState } from './types.js'

/** The warning logged once when `features.legalCheckbox` has no terms or privacy URL (spec §3). */
const LEGAL_CHECKBOX_IGNORED =
  '`features.legalCheckbox` is ignored: set `termsConditionsUrl` or `privacyPolicyUrl`'

/** The spec §9 switches Latch accepts but has no flow for yet: `true` is logged as ignored. */
const UNSUPPORTED_FEATURES = ['smartSessions', 'pay'] as const

/**
 * Creates a Latch client from options (spec §3, §5): validates them, sets up each adapter,
 * mirrors their connectors, shows the 'project id not configured' alert once when `projectId` is
 * absent (everything that needs no hosted service keeps working), warns once (whatever the log level)
 * that `features.legalCheckbox` is ignored: set `termsConditionsUrl` or `privacyPolicyUrl` when it
 * has neither, and that `features.smartSessions` / `features.pay` are ignored (not supported yet)
 * when set, and, in a browser, restores the stored connection (the only start-up work; nothing
 * is fetched).
 *
 * @throws {InvalidOptionError} `Invalid option \`{name}\`: {reason}` for invalid options.
 * @example
 * const latch = createLatchClient({ networks: [mainnet], adapters: [createEvmAdapter()] })
 * await latch.open()
 */
export function createLatchClient(options: LatchOptions): LatchClientInternal {
  const resolved = validateOptions(options)
  // Spec §9: default level error; `enableAuthLogger` prints the frame channel's info lines.
  const logger = createLogger(
    resolved.debug ? 'debug' : resolved.enableAuthLogger ? 'info' : 'error',
  )
  // The terms checkbox needs a page to agree to; without one `getConnectLayout` shows none.
  if (
    resolved.features.legalCheckbox &&
    !resolved.termsConditionsUrl &&
    !resolved.privacyPolicyUrl
  ) {
    logger.notice(LEGAL_CHECKBOX_IGNORED)
  }
  for (const feature of UNSUPPORTED_FEATURES) {
    if (resolved.features[feature])
      logger.notice(`\`features.${feature}\` is ignored: Latch does not support it yet`)
  }
  const stores = createStores(resolved)
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    resolved.adapters.map((a) => [a.namespace, a]),
  )
  const context: LatchContext = {
    options: resolved,
    stores,
    adapters,
    storage: createSafeStorage(logger, resolved.storage),
    logger,
    events: createEventBus((error) => logger.error('An event subscriber threw', error), {
      enabled: resolved.features.analytics,
    }),
    features: createFeatureRegistry(() => context, logger),
    kernel: createKernelState(),
    timers: new Set(),
  }
  // `enableWallets: false` (spec §3) is email and social login only: no WalletConnect.
  const hasWalletConnect = () => context.features.isAvailable(walletConnectFeature)
  const refreshConnectors = () => {
    const connectors = [
      ...(hasWalletConnect() ? [walletConnectConnector([...adapters.keys()][0])] : []),
      ...[...adapters.values()].flatMap((adapter) => adapter.getConnectors()),
    ]
    const unique = connectors.filter(
      (c, i) => connectors.findIndex((o) => o.id === c.id && o.chain === c.chain) === i,
    )
    stores.connectors.setState({ connectors: unique })
  }
  const unsubscribers: (() => void)[] = []
  const embeddedWallet = hasEmbeddedWallet(context)
  for (const adapter of adapters.values()) {
    const networks = resolved.networks.filter((n) => n.chainNamespace === adapter.namespace)
    if (networks.length === 0)
      logger.notice(`No network found for namespace "${adapter.namespace}"`)
    adapter.setup({
      networks,
      logger,
      storage: context.storage.web,
      walletConnect: walletConnectBridge(context, adapter.namespace),
      embeddedWallet:
        embeddedWallet && adapter.namespace === 'eip155'
          ? { getProvider: () => getEmbeddedWallet(context).provider }
          : undefined,
    })
    // A wallet's event storm becomes one store update per frame.
    const coalesced = coalesceAdapterEvents(
      (event) => {
        if (event.type === 'connectorsChanged') refreshConnectors()
        else handleAdapterEvent(context, adapter.namespace, event)
      },
      (error) => logger.error(`Handling a ${adapter.namespace} wallet event failed`, error),
    )
    unsubscribers.push(
      adapter.subscribe(coalesced.push),
      coalesced.cancel,
      watchBalance(context, adapter.namespace),
    )
  }
  refreshConnectors()
  for (const feature of features) {
    if (!context.features.isAvailable(feature)) continue
    const stop = feature.start?.(context)
    if (stop) unsubscribers.push(stop)
  }
  if (!resolved.projectId) {
    logger.warn('No projectId: hosted services are off; local flows work.')
    showAlertOnce(context, {
      type: 'PROJECT_ID_NOT_CONFIGURED',
      message: { key: 'error.projectIdNotConfigured' },
      variant: 'warning',
    })
  }
  const ready = typeof window === 'undefined' ? Promise.resolve() : reconnect(context)
  const getState = (): LatchPublicState => {
    const { activeNamespace } = stores.chain.getState()
    const { open, loading } = stores.modal.getState()
    return {
      open,
      loading,
      selectedNetworkId: getActiveChainState(stores)?.networkState.caipNetwork?.caipNetworkId,
      activeChain: activeNamespace,
    }
  }

  const client: LatchClientInternal = {
    options: resolved,
    stores,
    events: context.events,
    logger,
    ready,
    open: (parameters) => {
      // The modal (and the WalletConnect pairing it prepares) first; the adapters' runtimes, a
      // larger download needed only once a wallet is picked, are fetched after.
      const opened = openModal(context, parameters)
      void context.features.load(hostedDataFeature)
      for (const adapter of adapters.values()) {
        adapter
          .preload?.()
          .catch((error) =>
            logger.warn(`Preloading the ${adapter.namespace} adapter failed`, error),
          )
      }
      return opened
    },
    close: () => {
      closeModal(context)
    },
    goBack: () => goBack(context),
    push: (view, data) => pushView(context, view, data),
    isOpen: () => stores.modal.getState().open,
    connect: (connector) => connect(context, { connector }),
    disconnect: (parameters) => disconnect(context, parameters),
    switchNetwork: (caipNetwork) => switchNetwork(context, caipNetwork),
    selectNetwork: (caipNetwork) => selectNetwork(context, caipNetwork),
    signMessage: (parameters) => signMessage(context, parameters),
    getAccount: (namespace) =>
      (namespace ? getChainState(stores, namespace) : getActiveChainState(stores))?.accountState,
    switchAccount: (parameters) => switchAccount(context, parameters),
    connectForNetwork: (caipNetwork) => connectForNetwork(context, caipNetwork),
    getCaipNetwork: () => getActiveChainState(stores)?.networkState.caipNetwork,
    getProvider(namespace = stores.chain.getState().activeNamespace) {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new AdapterNotFoundError(namespace)
      return adapter.getProvider()
    },
    showToast: (parameters) => showToast(context, parameters),
    hideToast: () => hideToast(context),
    setThemeMode(themeMode) {
      if (themeMode !== 'light' && themeMode !== 'dark') {
        throw new InvalidOptionError('themeMode', "must be 'light' or 'dark'")
      }
      stores.theme.setState({ themeMode })
    },
    setLocale(locale) {
      const tag =
        locale === undefined ? undefined : checkOptionSchema(localeTagSchema, locale, 'locale')
      stores.locale.setState({ locale: tag && Intl.getCanonicalLocales(tag)[0] })
    },
    setThemeVariables(themeVariables) {
      const checked = checkThemeVariables(themeVariables)
      stores.theme.setState((state) => ({
        themeVariables: { ...state.themeVariables, ...checked },
      }))
    },
    connectWalletConnect: async (parameters) =>
      connectWalletConnect(context, { wallet: checkWalletConnectWallet(parameters?.wallet) }),
    hasWalletConnect,
    hasEmbeddedWallet: () => embeddedWallet,
    isEmailLoginEnabled: () => canLogInWithEmail(context),
    setAuthFrameContainer: (element) => setAuthFrameContainer(context, element),
    prepareEmailLogin: () => prepareEmailLogin(context),
    sendEmailCode: (email) => sendEmailCode(context, email),
    signIn: async () => (await context.features.load(siwxFeature))?.signIn() ?? false,
    cancelSignIn: async () => (await context.features.load(siwxFeature))?.cancelSignIn(),
    setAccountTab: (currentTab) => context.stores.accountData.setState({ currentTab }),
    getWalletFeatures: () => getActiveWalletFeatures(context),
    acquireWalletImage: (imageId) => acquireWalletImage(context, imageId),
    fetchTokenBalances: async (parameters) =>
      (await context.features.load(accountDataFeature))?.fetchTokenBalances(parameters),
    fetchTransactions: async (parameters) =>
      (await context.features.load(accountDataFeature))?.fetchTransactions(parameters),
    fetchNfts: async (parameters) =>
      (await context.features.load(accountDataFeature))?.fetchNfts(parameters),
    signOut: async () => (await context.features.load(siwxFeature))?.signOut(),
    addNetwork: (network) => addNetwork(context, network),
    removeNetwork: (namespace, caipNetworkId) => removeNetwork(context, namespace, caipNetworkId),
    getState,
    subscribeState(listener) {
      let last = getState()
      const check = () => {
        const next = getState()
        if (
          Object.keys(next).some(
            (key) => next[key as keyof LatchPublicState] !== last[key as keyof LatchPublicState],
          )
        ) {
          last = next
          listener(next)
        }
      }
      const unsubscribeModal = stores.modal.subscribe(check)
      const unsubscribeChain = stores.chain.subscribe(check)
      return () => {
        unsubscribeModal()
        unsubscribeChain()
      }
    },
    subscribeEvents: (listener) => context.events.subscribe(listener),
    destroy() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      context.features.destroy()
      for (const timer of context.timers) clearTimeout(timer)
      context.timers.clear()
    },
  }
  bindClientContext(client, context)
  return client
}
