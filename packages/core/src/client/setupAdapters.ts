import { hasEmbeddedWallet } from '../features/embeddedWallet/actions.js'
import { getEmbeddedWallet } from '../features/embeddedWallet/index.js'
import { walletConnectConnector } from '../features/walletConnect/connector.js'
import { walletConnectBridge, walletConnectFeature } from '../features/walletConnect/index.js'
import { getChainState } from '../state/chainStateAccess.js'
import { coalesceAdapterEvents } from './coalesceAdapterEvents.js'
import type { LatchContext } from './context.js'
import { withConnectionFlows } from './loadConnectionFlows.js'

/** Mirrors the adapters' connectors (and WalletConnect's row, when it is on) into the store. */
function refreshConnectors(context: LatchContext): void {
  const { adapters } = context
  const connectors = [
    ...(context.features.isAvailable(walletConnectFeature)
      ? [walletConnectConnector([...adapters.keys()][0])]
      : []),
    ...[...adapters.values()].flatMap((adapter) => adapter.getConnectors()),
  ]
  const unique = connectors.filter(
    (c, i) => connectors.findIndex((o) => o.id === c.id && o.chain === c.chain) === i,
  )
  context.stores.connectors.setState({ connectors: unique })
}

/**
 * Sets up each adapter with its networks, logger, storage and the WalletConnect and embedded-wallet
 * providers it may connect through; listens to its events (a storm becomes one store update per
 * frame); mirrors the connectors. (Balances are watched by the connection flows.)
 * @returns The cleanups to run when the client is destroyed.
 */
export function setupAdapters(context: LatchContext): (() => void)[] {
  const { options, logger } = context
  const embeddedWallet = hasEmbeddedWallet(context)
  const cleanups: (() => void)[] = []
  for (const adapter of context.adapters.values()) {
    const networks = options.networks.filter((n) => n.chainNamespace === adapter.namespace)
    if (networks.length === 0)
      logger.notice(`No network found for namespace "${adapter.namespace}"`)
    adapter.setup({
      networks,
      logger,
      storage: context.storage.web,
      // The options object itself (its RPC options and projectId): the fewest startup bytes.
      rpc: options,
      walletConnect: walletConnectBridge(context, adapter.namespace),
      embeddedWallet: embeddedWallet
        ? { getProvider: () => getEmbeddedWallet(context).provider }
        : undefined,
    })
    const failed = `Handling a ${adapter.namespace} wallet event failed`
    const coalesced = coalesceAdapterEvents(
      (event) => {
        if (event.type === 'connectorsChanged') refreshConnectors(context)
        // Events for a namespace that is not connected are ignored (`handleAdapterEvent`).
        else if (getChainState(context.stores, adapter.namespace)?.accountState.address) {
          withConnectionFlows(context, failed, (flows) =>
            flows.handleAdapterEvent(context, adapter.namespace, event),
          )
        }
      },
      (error) => logger.error(failed, error),
    )
    cleanups.push(adapter.subscribe(coalesced.push), coalesced.cancel)
  }
  refreshConnectors(context)
  return cleanups
}
