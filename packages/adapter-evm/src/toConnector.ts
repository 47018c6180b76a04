import type { Connector } from '@latch/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** What {@link toConnector} reads: a wagmi connector, or an announced wallet described like one. */
export type ConnectorDescription = Pick<WagmiConnector, 'id' | 'type' | 'name' | 'icon'>

/**
 * Describes a wagmi connector as a Latch connector. Connectors of EIP-6963 announced
 * wallets carry the wallet's rdns as id (`{rdns}#{uuid}` for a second wallet announcing the same
 * rdns), and its announced name and icon; they are `ANNOUNCED`.
 */
export function toConnector(connector: ConnectorDescription): Connector {
  const announced = connector.type === 'injected' && connector.id !== 'injected'
  return {
    id: connector.id,
    type: announced ? 'ANNOUNCED' : connector.type === 'injected' ? 'INJECTED' : 'EXTERNAL',
    name: connector.name,
    imageUrl: connector.icon,
    // A second wallet announcing a listed rdns goes by `{rdns}#{uuid}` (listAnnouncedWallets).
    rdns: announced ? connector.id.split('#')[0] : undefined,
    chain: 'eip155',
    installed: connector.type === 'injected',
  }
}
