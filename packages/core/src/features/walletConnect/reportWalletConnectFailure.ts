import type { LatchContext } from '../../client/context.js'
import { reportError } from '../../flows/reportError.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'

/**
 * Reports that `connectWalletConnect` found no WalletConnect to connect through (no relay or no
 * adapter, or its chunk did not load): logs 'WalletConnect failed' with a
 * `WalletConnectConnectorNotFoundError` ('WalletConnectConnector not found') and, in debug mode,
 * shows it in an alert toast. A module of its own, loaded only then, so startup holds neither.
 */
export function reportWalletConnectFailure(context: LatchContext): void {
  reportError(context, 'WalletConnect failed', new WalletConnectConnectorNotFoundError())
}
