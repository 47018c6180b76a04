import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { closeModal } from '../../flows/modal.js'
import { syncAccount } from '../../flows/syncAccount.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import { readAccounts } from './accountSync.js'
import { authConnector } from './authConnector.js'
import type { AuthFrameSession } from './frameProtocol.js'
import { toAccountUser } from './toAccountUser.js'

/**
 * Connects the logged-in embedded wallet as eip155's connection (`ID_AUTH` through the eip155
 * adapter; `allAccounts` with their types and `smartAccountDeployed` from the frame's
 * `getAccounts`, or the address as an `eoa` when it did not answer), puts the login in the account
 * state (`user`, `socialProvider`; the popup forgotten), closes the modal and emits CONNECT_SUCCESS
 * `{ method, name, namespace }`.
 * @param parameters.method `'email'`, `'social'`, `'farcaster'` or `'passkey'`.
 * @param parameters.name The connector's name: `'Email'`, the provider's (`'Google'`), `'Farcaster'`
 *   or `'Passkey'`.
 * @throws {Error} 'No active CAIP network' without an eip155 adapter or network; the adapter's error.
 */
export async function connectEmbeddedAccount(
  context: LatchContext,
  parameters: {
    session: AuthFrameSession
    method: 'email' | 'social' | 'farcaster' | 'passkey'
    name: string
  },
): Promise<void> {
  const { stores } = context
  const { session, method, name } = parameters
  stores.auth.setState({ frameVisible: false })
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
  patchAccountState(stores, 'eip155', {
    smartAccountDeployed: typed?.smartAccountDeployed,
    user: toAccountUser(session),
    socialProvider: method === 'social' || method === 'farcaster' ? session.provider : undefined,
    socialWindow: undefined,
  })
  closeModal(context)
  context.events.emit('CONNECT_SUCCESS', { method, name, namespace: 'eip155' })
}
