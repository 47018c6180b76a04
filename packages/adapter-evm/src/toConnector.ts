import type { Connector } from '@latch/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/**
 * Describes a wagmi connector as a Latch connector (spec §3). Connectors wagmi discovered through
 * EIP-6963 carry the wallet's rdns as id, and its announced name and icon; they are `ANNOUNCED`.
 */
export function toConnector(connector: WagmiConnector): Connector {
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
