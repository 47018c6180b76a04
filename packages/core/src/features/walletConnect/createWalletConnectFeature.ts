import type { LatchContext } from '../../client/context.js'
import { latest } from '../../client/latest.js'
import { createWalletConnectSession } from './createWalletConnectSession.js'
import type { WalletConnectAttempts, WalletConnectFeatureApi } from './featureTypes.js'
import { prepareWalletConnect } from './prepareWalletConnect.js'
import {
  abandonWalletConnect,
  connectWalletConnect,
  handleWalletConnectSessionDeleted,
} from './walletConnectFlows.js'

/**
 * Makes one client's WalletConnect feature (the lazy part): its session owner on the relay
 * (`relayUrl`, or the hosted one with `projectId`), which stores pairings and sessions in the
 * client's storage, and the attempts' bookkeeping. The wallet ending the session disconnects every
 * namespace that used it.
 *
 * @returns The feature's API ({@link WalletConnectFeatureApi}).
 */
export function createWalletConnectFeature(context: LatchContext): WalletConnectFeatureApi {
  const { options, logger } = context
  const session = createWalletConnectSession({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger,
    storage: context.storage,
    getRpcUrl: (caipNetworkId) =>
      options.networks.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default
        .http[0],
  })
  const wc: WalletConnectAttempts = {
    session,
    attempts: latest(),
    preparing: latest(),
    pending: undefined,
  }
  session.on('sessionDeleted', () => handleWalletConnectSessionDeleted(context))
  return {
    session,
    connect: (parameters) => connectWalletConnect(context, wc, parameters),
    prepare: () => prepareWalletConnect(context, wc),
    abandon: () => abandonWalletConnect(context, wc),
    destroy() {
      // A WalletConnect attempt in progress is dropped; the relay connection closes (the
      // session stays stored for the next client).
      wc.attempts.cancel()
      wc.preparing.cancel()
      wc.pending = undefined
      void session.close()
    },
  }
}

/**
 * Fetches and evaluates the WalletConnect client's code (`@latch/walletconnect`) without making a
 * client, for the feature's prefetch: the first pairing then only runs it.
 */
export function prefetchWalletConnectClient(): Promise<unknown> {
  return import('@latch/walletconnect')
}

// Startup's `connectWalletConnect` reports a connect without WalletConnect, and checks a wallet
// its fast check does not take, through this chunk.
export { checkWalletConnectWallet } from './checkWalletConnectWallet.js'
export { reportWalletConnectFailure } from './reportWalletConnectFailure.js'
