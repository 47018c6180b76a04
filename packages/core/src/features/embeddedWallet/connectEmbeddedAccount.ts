import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { closeModal } from '../../flows/modal.js'
import { syncAccount } from '../../flows/syncAccount.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import { setActiveNamespace } from '../../state/setActiveNamespace.js'
import { readAccounts } from './accountSync.js'
import { authConnector } from './authConnector.js'
import type { AuthFrameSession } from './frameProtocol.js'
import { toAccountUser } from './toAccountUser.js'

type Login = {
  session: AuthFrameSession
  method: 'email' | 'social' | 'farcaster' | 'passkey'
  name: string
}

/** The login in `namespace`'s account state: `user`, `socialProvider`; the popup forgotten. */
function patchLogin(context: LatchContext, namespace: ChainNamespace, login: Login): void {
  const social = login.method === 'social' || login.method === 'farcaster'
  patchAccountState(context.stores, namespace, {
    user: toAccountUser(login.session),
    socialProvider: social ? login.session.provider : undefined,
    socialWindow: undefined,
  })
}

/**
 * Connects the embedded wallet's Solana account too (`ID_AUTH` through the solana adapter, on
 * solana's network), when there are a solana adapter and network; an `eoa`, not made active. A
 * failure is logged and leaves solana as it was; so is another wallet connected in solana (it stays).
 */
async function connectSolana(context: LatchContext, login: Login): Promise<void> {
  const adapter = context.adapters.get('solana')
  const caipNetwork = getChainState(context.stores, 'solana')?.networkState.caipNetwork
  if (!adapter || !caipNetwork) return
  const current = context.stores.connection.getState().connectorIds.solana
  if (current && current !== AUTH_CONNECTOR_ID) {
    context.logger.info(`The embedded wallet leaves solana to the connected "${current}"`)
    return
  }
  try {
    const connection = await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, caipNetwork })
    syncAccount(context, {
      namespace: 'solana',
      connector: authConnector(login.name, 'solana'),
      address: connection.address,
      chainId: connection.chainId,
      accounts: [{ address: connection.address, type: 'eoa' }],
      activate: false,
    })
    patchLogin(context, 'solana', login)
  } catch (error) {
    context.logger.warn('The embedded wallet could not connect its Solana account', error)
  }
}

/**
 * Connects the logged-in embedded wallet (`ID_AUTH`): eip155 through its adapter (`allAccounts`
 * with their types and `smartAccountDeployed` from the frame's `getAccounts`, or the address as an
 * `eoa` when it did not answer), then its Solana account when there are a solana adapter and
 * network (a failure there is logged; eip155 stays connected). Puts the login in each connected
 * namespace's account state (`user`, `socialProvider`; the popup forgotten). The namespace wanted
 * (the Connect list's namespace filter, else the one active before the login) becomes active when
 * the embedded wallet is now connected in it, else eip155 does. Another wallet connected in solana
 * stays (the Solana account is not connected then). Closes the
 * modal and emits one CONNECT_SUCCESS `{ method, name, namespace }` (the active namespace).
 * @param parameters.method `'email'`, `'social'`, `'farcaster'` or `'passkey'`.
 * @param parameters.name The connector's name: `'Email'`, the provider's (`'Google'`), `'Farcaster'`
 *   or `'Passkey'`.
 * @throws {Error} 'No active CAIP network' without an eip155 adapter or network; the eip155
 *   adapter's error.
 */
export async function connectEmbeddedAccount(context: LatchContext, login: Login): Promise<void> {
  const { stores } = context
  const { method, name } = login
  stores.auth.setState({ frameVisible: false })
  // The namespace the user wants: the Connect list's filter (SwitchActiveChain), else the active one.
  const wanted =
    stores.connectors.getState().filterByNamespace ?? stores.chain.getState().activeNamespace
  const adapter = context.adapters.get('eip155')
  const caipNetwork = getChainState(stores, 'eip155')?.networkState.caipNetwork
  if (!adapter || !caipNetwork) throw new Error(ErrorMessages.noActiveCaipNetwork)
  const connection = await adapter.connect({ connectorId: AUTH_CONNECTOR_ID, caipNetwork })
  const typed = await readAccounts(context, connection.address)
  syncAccount(context, {
    namespace: 'eip155',
    connector: authConnector(name),
    address: connection.address,
    chainId: connection.chainId,
    accounts: typed?.accounts ?? [{ address: connection.address, type: 'eoa' }],
  })
  patchAccountState(stores, 'eip155', { smartAccountDeployed: typed?.smartAccountDeployed })
  patchLogin(context, 'eip155', login)
  await connectSolana(context, login)
  const connectorIds = stores.connection.getState().connectorIds
  const namespace = connectorIds[wanted] === AUTH_CONNECTOR_ID ? wanted : 'eip155'
  setActiveNamespace(context, namespace)
  closeModal(context)
  context.events.emit('CONNECT_SUCCESS', { method, name, namespace })
}
