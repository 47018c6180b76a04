import type { AdapterConnection, Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import type { LatestTurn } from '../client/latest.js'
import { LatchError } from '../errors/base.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { ErrorMessages } from '../errors/messages.js'
import { isUserRejectedError } from '../errors/rpc.js'
import { toErrorMessage } from '../errors/toErrorMessage.js'
import { getChainState } from '../state/chainStateAccess.js'
import type { Message } from '../state/types.js'
import { closeModal } from './modal.js'
import { reportError } from './reportError.js'
import { syncAccount } from './syncAccount.js'

/** `CONNECT_ERROR`'s message when the user declines in the wallet (the view shows its translation). */
export const CONNECTION_DECLINED = 'Connection declined'

/**
 * The connectors a Connect row connects, the active namespace's last (so it stays active): a
 * `MULTI_CHAIN` row's members whose namespace has an adapter, else the connector itself.
 */
function connectorsToConnect(context: LatchContext, connector: Connector): Connector[] {
  if (connector.type !== 'MULTI_CHAIN') return [connector]
  const { activeNamespace } = context.stores.chain.getState()
  return (connector.connectors ?? [])
    .filter((member) => context.adapters.has(member.chain))
    .sort((a, b) => Number(a.chain === activeNamespace) - Number(b.chain === activeNamespace))
}

/**
 * The rest of `connect` (flows/connect.ts) once its synchronous start ran (the connecting view, the status,
 * `attempt`): asks the namespace's adapter (a `MULTI_CHAIN` row: every namespace with an adapter,
 * one prompt after the other), then records the account, closes the modal and emits
 * CONNECT_SUCCESS; a declined or failed prompt shows 'Connection declined' or the error on the
 * connecting view, with a retry (namespaces connected before it stay connected). An attempt the
 * user walked away from is ignored when it settles.
 *
 * @returns `true` when connected, `false` when declined, failed or abandoned. Never rejects.
 */
export async function finishConnect(
  context: LatchContext,
  connector: Connector,
  attempt: LatestTurn,
): Promise<boolean> {
  const { stores } = context
  const { connectAttempts } = context.kernel
  // Every prompt first, then the accounts: a sign-in check (which opens its own view) starts only
  // once no wallet is asking any more.
  const connected: { member: Connector; connection: AdapterConnection }[] = []
  const syncConnected = () => {
    for (const { member, connection } of connected) {
      syncAccount(context, {
        namespace: member.chain,
        connector: member,
        ...connection,
        recentId: connector.id,
      })
    }
  }
  try {
    const members = connectorsToConnect(context, connector)
    if (members.length === 0) throw new AdapterNotFoundError(connector.chain)
    const { connectorIds } = stores.connection.getState()
    for (const member of members) {
      const namespace: ChainNamespace = member.chain
      const adapter = context.adapters.get(namespace)
      const chain = getChainState(stores, namespace)
      const caipNetwork = chain?.networkState.caipNetwork
      if (!adapter) throw new AdapterNotFoundError(namespace)
      if (!caipNetwork) throw new LatchError(ErrorMessages.noActiveCaipNetwork)
      // A retried MULTI_CHAIN row does not prompt again where this wallet is already connected.
      if (members.length > 1 && connectorIds[namespace] === member.id && chain.accountState.address)
        continue
      const connection = await adapter.connect({ connectorId: member.id, caipNetwork })
      if (!attempt.isCurrent()) return false
      connected.push({ member, connection })
    }
    // Settled: nothing left to abandon.
    connectAttempts.cancel()
    // The sign-in check this starts is asynchronous, so it opens its view after the close below.
    syncConnected()
    stores.connectors.setState({ filterByNamespace: undefined })
    if (stores.router.getState().view === 'ConnectingExternal') closeModal(context)
    context.events.emit('CONNECT_SUCCESS', {
      method: 'browser',
      name: connector.name,
      namespace: connected.map(({ member }) => member.chain).join(',') || connector.chain,
    })
    return true
  } catch (error) {
    if (!attempt.isCurrent()) return false
    connectAttempts.cancel()
    // Namespaces the wallet approved before one failed stay connected.
    syncConnected()
    const declined = isUserRejectedError(error)
    if (!declined) reportError(context, `Connecting ${connector.name} failed`, error)
    const message = declined
      ? CONNECTION_DECLINED
      : error instanceof LatchError
        ? error.shortMessage
        : ErrorMessages.unknownError
    const anyConnected = Object.keys(stores.connection.getState().connectorIds).length > 0
    stores.connection.setState({ status: anyConnected ? 'connected' : 'disconnected' })
    const shown: Message = declined ? { key: 'connecting.declined' } : toErrorMessage(error)
    stores.router.setState({ data: { connector, pending: false, error: shown } })
    context.events.emit('CONNECT_ERROR', { name: connector.name, message })
    return false
  }
}
