import type { Connector } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'

/**
 * The connector of the embedded wallet in one namespace (type `AUTH`, id `ID_AUTH`; the
 * wallet has an eip155 account and, with a Solana adapter and network, a Solana one).
 * @param name What the login was: `'Email'`, or a social provider's name (`'Google'`).
 * @param namespace The namespace the connection is in (default `'eip155'`).
 */
export function authConnector(name = 'Email', namespace: ChainNamespace = 'eip155'): Connector {
  return { id: AUTH_CONNECTOR_ID, type: 'AUTH', name, chain: namespace, installed: true }
}
