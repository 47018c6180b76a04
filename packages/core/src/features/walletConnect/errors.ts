import { LatchError } from '../../errors/base.js'
import { walletConnectConnectorNotFoundMessage } from '../../errors/startupMessages.js'

/**
 * Thrown when a WalletConnect request needs a session and there is none:
 * 'WalletConnectConnector not found'.
 */
export class WalletConnectConnectorNotFoundError extends LatchError {
  override name = 'WalletConnectConnectorNotFoundError'
  constructor(details = 'No WalletConnect session: connect or restore one first.') {
    super(walletConnectConnectorNotFoundMessage, { details })
  }
}

/**
 * Thrown by `connect` when hosted services are off and a chain has no RPC URL: the provider would
 * otherwise answer its read methods from WalletConnect's hosted RPC (`rpc.walletconnect.org`).
 */
export class WalletConnectRpcUrlMissingError extends LatchError {
  override name = 'WalletConnectRpcUrlMissingError'
  /** The CAIP-2 ids without an RPC URL. */
  readonly caipNetworkIds: readonly string[]
  constructor(caipNetworkIds: readonly string[]) {
    super('No RPC URL for a WalletConnect network', {
      details: `Set rpcMap for ${caipNetworkIds.join(', ')}, or allow hosted services.`,
    })
    this.caipNetworkIds = caipNetworkIds
  }
}
