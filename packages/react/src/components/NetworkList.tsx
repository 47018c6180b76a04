import type { CaipNetwork } from '@latch/core'
import { WalletImage } from './WalletImage.js'

/**
 * One button per network, named with the network's name; the active one has `aria-current="true"`.
 */
export function NetworkList({
  networks,
  activeCaipNetworkId,
  onSelect,
}: {
  networks: readonly CaipNetwork[]
  activeCaipNetworkId: string | undefined
  onSelect(network: CaipNetwork): void
}) {
  return (
    <ul className="latch-list">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="latch-row"
            aria-current={network.caipNetworkId === activeCaipNetworkId ? 'true' : undefined}
            onClick={() => onSelect(network)}
          >
            <WalletImage name={network.name} url={network.assets?.imageUrl} />
            <span className="latch-row-name">{network.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
