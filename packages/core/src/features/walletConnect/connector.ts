import type { Connector } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'

/** The WalletConnect connector's id (spec §3). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** A QR-code glyph for the WalletConnect option (a `data:image/svg+xml` URI, no request). */
const WALLETCONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzYjk5ZmMiLz48ZyBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMi42Ij48cmVjdCB4PSI5IiB5PSI5IiB3aWR0aD0iOCIgaGVpZ2h0PSI4IiByeD0iMS41Ii8+PHJlY3QgeD0iMjMiIHk9IjkiIHdpZHRoPSI4IiBoZWlnaHQ9IjgiIHJ4PSIxLjUiLz48cmVjdCB4PSI5IiB5PSIyMyIgd2lkdGg9IjgiIGhlaWdodD0iOCIgcng9IjEuNSIvPjwvZz48ZyBmaWxsPSIjZmZmIj48cmVjdCB4PSIyMyIgeT0iMjMiIHdpZHRoPSIzLjUiIGhlaWdodD0iMy41Ii8+PHJlY3QgeD0iMjcuNSIgeT0iMjcuNSIgd2lkdGg9IjMuNSIgaGVpZ2h0PSIzLjUiLz48cmVjdCB4PSIyMyIgeT0iMjgiIHdpZHRoPSIzIiBoZWlnaHQ9IjMiLz48cmVjdCB4PSIyOCIgeT0iMjMiIHdpZHRoPSIzIiBoZWlnaHQ9IjMiLz48L2c+PC9zdmc+'

/** The WalletConnect option as a connector of a namespace (spec §3 type WALLET_CONNECT). */
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
