import type { Connector } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'

/** The WalletConnect connector's id. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * A QR-code glyph for the WalletConnect option (a `data:image/svg+xml` URI, no request). Written
 * URL-encoded rather than base64: the SVG's repeated text then compresses (about 130 fewer gzip
 * bytes at startup).
 */
const WALLETCONNECT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' rx='10' fill='%233b99fc'/%3E%3Cg fill='none' stroke='%23fff' stroke-width='2.6'%3E%3Crect x='9' y='9' width='8' height='8' rx='1.5'/%3E%3Crect x='23' y='9' width='8' height='8' rx='1.5'/%3E%3Crect x='9' y='23' width='8' height='8' rx='1.5'/%3E%3C/g%3E%3Cg fill='%23fff'%3E%3Crect x='23' y='23' width='3.5' height='3.5'/%3E%3Crect x='27.5' y='27.5' width='3.5' height='3.5'/%3E%3Crect x='23' y='28' width='3' height='3'/%3E%3Crect x='28' y='23' width='3' height='3'/%3E%3C/g%3E%3C/svg%3E"

/** The WalletConnect option as a connector of a namespace. */
export function walletConnectConnector(namespace: ChainNamespace = 'eip155'): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    imageUrl: WALLETCONNECT_ICON,
    chain: namespace,
    installed: false,
  }
}

/** The WalletConnect option as the wallet picked, when no catalogue wallet was. */
export const walletConnectEntry = { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect' }
