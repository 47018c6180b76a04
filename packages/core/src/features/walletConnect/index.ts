import type { WalletConnectNamespaceProvider } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import type { FeatureDefinition } from '../../client/defineFeature.js'
import type { WalletConnectFeatureApi } from './featureTypes.js'
import { WALLETCONNECT_STORAGE_PREFIX } from './storagePrefix.js'
import { watchModalForWalletConnect } from './watchModalForWalletConnect.js'

/** Where the WalletConnect client keeps its sessions (a JSON array; see `createSessionStore`). */
const STORED_SESSIONS_KEY = `${WALLETCONNECT_STORAGE_PREFIX}:wc:sessions`

/**
 * Whether WalletConnect is on: wallets enabled (`enableWallets: false` is email and social login
 * only), `enableWalletConnect`, and a relay (`relayUrl`, or the hosted one with `projectId`). No
 * adapter is needed: without one, a session's accounts are taken as they are (a basic connection).
 */
export function isWalletConnectAvailable({ options }: LatchContext): boolean {
  return Boolean(
    options.enableWallets && options.enableWalletConnect && (options.projectId || options.relayUrl),
  )
}

/** The feature's chunk: its session owner and flows, and the report of a connect without it. */
export const importFeature = () => import('./createWalletConnectFeature.js')

/**
 * WalletConnect: its session owner and flows load when the modal opens (the pairing is
 * prepared then), on `connectWalletConnect`, and at startup only when a session is stored (to
 * restore it). Until then it costs startup a watch of the modal.
 */
export const walletConnectFeature: FeatureDefinition<WalletConnectFeatureApi> = {
  key: 'walletConnect',
  isAvailable: isWalletConnectAvailable,
  load: async (context) => {
    // A WalletConnect connection is synced by the connection flows: they load with it.
    const [module] = await Promise.all([
      importFeature(),
      context.features.load(context.kernel.connectionFlows),
    ])
    return module.createWalletConnectFeature(context)
  },
  // The feature, the connection flows and the WalletConnect client, so opening the modal only
  // runs them: fetching and compiling them would compete with the opening animation. The client
  // is imported by the feature's chunk, so startup holds one import of WalletConnect's code.
  prefetch: (context) =>
    Promise.all([
      importFeature().then((module) => module.prefetchWalletConnectClient()),
      context.kernel.connectionFlows.prefetch?.(context),
    ]),
  start(context): () => void {
    const stored = context.storage.get(STORED_SESSIONS_KEY)
    if (Array.isArray(stored) && stored.length > 0) void context.features.load(walletConnectFeature)
    return watchModalForWalletConnect(context, walletConnectFeature)
  },
}

/**
 * What an adapter's `setup` gets as `walletConnect` when WalletConnect is on: `getProvider()` is
 * the session's part in `namespace` once the feature has loaded, `undefined` before (core loads it
 * before asking an adapter to connect or reconnect through WalletConnect).
 */
export function walletConnectBridge(
  context: LatchContext,
  namespace: ChainNamespace,
): { getProvider(): WalletConnectNamespaceProvider | undefined } | undefined {
  if (!context.features.isAvailable(walletConnectFeature)) return undefined
  return {
    getProvider: () => context.features.get(walletConnectFeature)?.session.getProvider(namespace),
  }
}
