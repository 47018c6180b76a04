import type { Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'
import type { LatestTurn } from '../client/latest.js'
import { AUTH_CONNECTOR_ID } from '../constants.js'
import { authConnector } from '../features/embeddedWallet/createEmbeddedWallet.js'
import { loadedAuthSession } from '../features/embeddedWallet/index.js'
import {
  WALLETCONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '../features/walletConnect/connector.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import {
  storedConnectionStatus,
  storedConnectorIds,
  storedNamespace as storedNamespaceSchema,
  storedNetworkId as storedNetworkIdSchema,
  storedRecentWallets,
} from '../storage/storedValues.js'
import { clearNamespace } from './clearNamespace.js'
import { syncAccount } from './syncAccount.js'

/**
 * Restores the stored connection at start (spec §4): a stored 'connected' becomes 'connecting',
 * then 'connected' once the adapter has synced the account, or 'disconnected' when the wallet no
 * longer knows the site or fails. With no stored status at all, connects the connector an adapter
 * detects in the page's environment ("In a Safe app the Safe connector is chosen automatically").
 * Never prompts the user. The stored active network is restored first when it is one of the
 * requested networks, and the stored recent wallets are read whether or not a connection was.
 */
export async function reconnect(context: LatchContext): Promise<void> {
  const { stores, storage } = context
  const storedNetworkId = storage.get(storageKeys.activeCaipNetworkId, storedNetworkIdSchema)
  for (const [namespace, chain] of Object.entries(stores.chain.getState().chains)) {
    const stored = chain?.networkState.requestedCaipNetworks.find(
      (n) => n.caipNetworkId === storedNetworkId,
    )
    if (stored) {
      stores.chain.setState((state) => ({
        chains: {
          ...state.chains,
          [namespace]: { ...chain, networkState: { ...chain.networkState, caipNetwork: stored } },
        },
      }))
    }
  }
  // The recent wallets (spec §5) are the user's, kept across disconnects: listed as "Recent".
  stores.connection.setState({ recentWallets: readRecentWallets(context) })
  const storedNamespace = storage.get(storageKeys.activeNamespace, storedNamespaceSchema)
  if (storedNamespace && getChainState(stores, storedNamespace)) {
    stores.chain.setState({ activeNamespace: storedNamespace })
  }
  const status = storage.get(storageKeys.connectionStatus, storedConnectionStatus)
  if (status === undefined) return autoConnect(context)
  if (status !== 'connected') return
  await restore(context, readConnectorIds(context))
}

/** The stored connector id per namespace; anything but known namespaces with ids reads as none. */
function readConnectorIds(context: LatchContext): ConnectorIds {
  return context.storage.get(storageKeys.connectorIds, storedConnectorIds) ?? {}
}

/** The stored recent wallet ids; anything but a list of ids reads as none (and is removed). */
function readRecentWallets(context: LatchContext): string[] {
  return context.storage.get(storageKeys.recentWallets, storedRecentWallets) ?? []
}

type ConnectorIds = Partial<Record<ChainNamespace, string>>

/** Connects, without a prompt, the connectors the adapters detect; a user's own connect wins. */
async function autoConnect(context: LatchContext): Promise<void> {
  const detected = await Promise.all(
    [...context.adapters].map(async ([namespace, adapter]) => {
      try {
        return [namespace, await adapter.detectAutoConnector?.()] as const
      } catch (error) {
        context.logger.info(`Could not detect a ${namespace} connector to choose`, error)
        return [namespace, undefined] as const
      }
    }),
  )
  const connectorIds: ConnectorIds = Object.fromEntries(detected.filter(([, id]) => id))
  if (Object.keys(connectorIds).length === 0) return
  const { connection } = context.stores
  if (connection.getState().status !== 'disconnected') return
  await restore(context, connectorIds)
  // A failed automatic connect is not the user's disconnect: the next start detects again.
  if (connection.getState().status === 'disconnected') {
    context.storage.remove(storageKeys.connectionStatus)
  }
}

async function restore(context: LatchContext, connectorIds: ConnectorIds): Promise<void> {
  const { stores, storage } = context
  // A connect the user starts meanwhile wins over this restore, whatever its outcome.
  const turn = context.kernel.restores.begin()
  stores.connection.setState({
    status: 'connecting',
    recentWallets: readRecentWallets(context),
  })
  await Promise.all(
    Object.entries(connectorIds).map(([namespace, connectorId]) =>
      reconnectNamespace(context, namespace as ChainNamespace, connectorId as string, turn),
    ),
  )
  if (stores.connection.getState().status === 'connecting') {
    stores.connection.setState({ status: 'disconnected' })
    storage.set(storageKeys.connectionStatus, 'disconnected')
    return
  }
  // The stored active namespace if it came back, else one that did.
  const restored = Object.keys(stores.connection.getState().connectorIds) as ChainNamespace[]
  const active = stores.chain.getState().activeNamespace
  const next = restored.includes(active) ? active : restored[0]
  if (next) setActiveNamespace(context, next)
}

async function reconnectNamespace(
  context: LatchContext,
  namespace: ChainNamespace,
  connectorId: string,
  turn: LatestTurn,
) {
  const adapter = context.adapters.get(namespace)
  if (!adapter || !getChainState(context.stores, namespace)) return
  patchAccountState(context.stores, namespace, { status: 'connecting' })
  const superseded = () => !turn.isCurrent()
  try {
    const restore = async () => {
      if (connectorId === WALLETCONNECT_CONNECTOR_ID) {
        const walletConnect = await context.features.load(walletConnectFeature)
        if (!(await walletConnect?.session.restore()))
          throw new Error('The WalletConnect session is gone')
      }
      return adapter.reconnect({ connectorId })
    }
    const connection = await withTimeout(restore(), RESTORE_TIMEOUT_MS)
    if (superseded()) return
    if (!connection) throw new Error('The wallet no longer knows this site')
    const found =
      connectorId === WALLETCONNECT_CONNECTOR_ID
        ? walletConnectConnector(namespace)
        : connectorId === AUTH_CONNECTOR_ID
          ? authConnector()
          : adapter.getConnectors().find((c) => c.id === connectorId)
    // Spec §8: a console warning when no connector is found for a namespace.
    if (!found)
      context.logger.notice(`No connector "${connectorId}" found for namespace "${namespace}"`)
    const connector: Connector = found ?? {
      id: connectorId,
      name: connectorId,
      type: 'INJECTED',
      chain: namespace,
      installed: true,
    }
    // Every namespace restores at once: the stored active one stays active (restore re-applies it).
    syncAccount(context, {
      namespace,
      connector,
      ...connection,
      // The embedded wallet is an eoa for now (issue 15), with its login's email (spec §3 User).
      ...(connector.type === 'AUTH'
        ? { accounts: [{ address: connection.address, type: 'eoa' as const }] }
        : {}),
      activate: false,
    })
    if (connector.type === 'AUTH') {
      const email = (await loadedAuthSession(context))?.getSession()?.email
      if (email) patchAccountState(context.stores, namespace, { user: { email } })
    }
  } catch (error) {
    if (superseded()) return
    context.logger.info(`Could not restore the ${namespace} connection`, error)
    clearNamespace(context, namespace)
  }
}

/** How long restoring a stored connection may take before it counts as gone (ms). */
export const RESTORE_TIMEOUT_MS = 10_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
