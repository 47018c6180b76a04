import type { Connector } from '../../adapter/types.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'

/**
 * The connector of the embedded wallet (spec §3: type `AUTH`, id `ID_AUTH`, eip155 for now).
 * @param name What the login was: `'Email'`, or a social provider's name (`'Google'`).
 */
export function authConnector(name = 'Email'): Connector {
  return { id: AUTH_CONNECTOR_ID, type: 'AUTH', name, chain: 'eip155', installed: true }
}
