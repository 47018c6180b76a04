import type { ChainAdapter, Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { type ConnectorIds, type LatchContext, storageKeys } from '../client/context.js'
import type { LatestTurn } from '../client/latest.js'
import { AUTH_CONNECTOR_ID } from '../constants.js'
import { authConnector } from '../features/embeddedWallet/authConnector.js'
import { loadedAuthSession } from '../features/embeddedWallet/index.js'
import {
  WALLETCONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '../features/walletConnect/connector.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState } from '../state/chainStateAccess.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import { clearNamespace } from './clearNamespace.js'
import { syncAccount } from './syncAccount.js'

/**
 * Restores the stored (or detected) connectors once `reconnect` marked them 'connecting' and took
 * `turn`: each namespace's adapter reconnects without a prompt (WalletConnect's stored session
 * first), within {@link RESTORE_TIMEOUT_MS}; a namespace that fails is cleared. Still 'connecting'
 * at the end (none came back) is 'disconnected' (stored); else the stored active namespace stays
 * active if it came back, or one that did becomes active. A connect the user starts meanwhile
 * makes `turn` stale and wins.
 */
export async function restoreConnection(
  context: LatchContext,
  connectorIds: ConnectorIds,
  turn: LatestTurn,
): Promise<void> {
  const { stores, storage } = context
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
  // The network core has for the namespace (the stored active one, when it is there).
  const wanted = getChainState(context.stores, namespace)?.networkState.caipNetwork
  if (!adapter || !wanted) return
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
    // `reconnect` names no network: the embedded wallet's Solana account comes back on the
    // adapter's first network, and moves to the namespace's own when it is on it.
    const chainId =
      namespace === 'solana' && connectorId === AUTH_CONNECTOR_ID
        ? await toNetwork(context, adapter, wanted, connection.chainId)
        : connection.chainId
    if (superseded()) return
    const found =
      connectorId === WALLETCONNECT_CONNECTOR_ID
        ? walletConnectConnector(namespace)
        : connectorId === AUTH_CONNECTOR_ID
          ? authConnector(undefined, namespace)
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
      chainId,
      // The embedded wallet's account is an eoa until its accounts are read (eip155's smart
      // account, resync); its Solana account is one. Its login's email (spec §3 User) follows.
      ...(connector.type === 'AUTH'
        ? { accounts: [{ address: connection.address, type: 'eoa' as const }] }
        : {}),
      activate: false,
    })
    // The embedded wallet's login (its email, a social login's provider, its passkeys and what
    // recovers its wallet) comes from its session.
    if (connector.type === 'AUTH') (await loadedAuthSession(context))?.applyLogin(namespace)
  } catch (error) {
    if (superseded()) return
    context.logger.info(`Could not restore the ${namespace} connection`, error)
    clearNamespace(context, namespace)
  }
}

/**
 * Moves the restored connection to `caipNetwork` (adapter's `switchNetwork`) when it is on another
 * one; a refusal (the account is not on it) is logged. The chain id the connection is on.
 */
async function toNetwork(
  context: LatchContext,
  adapter: ChainAdapter,
  caipNetwork: CaipNetwork,
  chainId: number | string,
): Promise<number | string> {
  if (String(caipNetwork.id) === String(chainId)) return chainId
  try {
    await adapter.switchNetwork({ caipNetwork })
    return caipNetwork.id
  } catch (error) {
    context.logger.info(`The restored account stays on ${chainId}`, error)
    return chainId
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
