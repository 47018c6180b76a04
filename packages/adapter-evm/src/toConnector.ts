import type { Connector } from '@latch/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** What {@link toConnector} reads: a wagmi connector, or an announced wallet described like one. */
export type ConnectorDescription = Pick<WagmiConnector, 'id' | 'type' | 'name' | 'icon'>

/**
 * Describes a wagmi connector as a Latch connector (spec §3). Connectors of EIP-6963 announced
 * wallets carry the wallet's rdns as id, and its announced name and icon; they are `ANNOUNCED`.
 */
export function toConnector(connector: ConnectorDescription): Connector {
  const announced = connector.type === 'injected' && connector.id !== 'injected'
  return {
    id: connector.id,
    type: announced ? 'ANNOUNCED' : connector.type === 'injected' ? 'INJECTED' : 'EXTERNAL',
    name: connector.name,
    imageUrl: connector.icon,
    rdns: announced ? connector.id : undefined,
    chain: 'eip155',
    installed: connector.type === 'injected',
  }
}
