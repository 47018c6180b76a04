import type { Connector } from '../../adapter/types.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'

/** The connector of the embedded wallet (spec §3: type `AUTH`, id `ID_AUTH`, eip155 for now). */
export function authConnector(): Connector {
  return { id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', chain: 'eip155', installed: true }
}
