import type { Connector } from '@latch/core'
import { useStore } from 'zustand'
import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { messages } from '../../messages/en.js'

function order(connectors: readonly Connector[], recent: readonly string[]): Connector[] {
  const rank = (c: Connector) => {
    const r = recent.indexOf(c.id)
    return r >= 0 ? r : recent.length + (c.installed ? 0 : 1)
  }
  return [...connectors].sort((a, b) => rank(a) - rank(b))
}

/** Connect (spec §2): the discovered wallets, recent first, each marked "Installed"/"Recent". */
export function ConnectView() {
  const client = useLatchClient()
  const connectors = useStore(client.stores.connectors, (state) => state.connectors)
  const recent = useStore(client.stores.connection, (state) => state.recentWallets)
  const shown = client.options.enableEIP6963
    ? connectors
    : connectors.filter((c) => c.type !== 'ANNOUNCED')
  if (shown.length === 0) return <p className="latch-muted">{messages.noWallets}</p>
  return (
    <ul className="latch-list">
      {order(shown, recent).map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <button
            type="button"
            className="latch-row"
            onClick={() => void client.connect(connector)}
          >
            <WalletImage name={connector.name} url={connector.imageUrl} />
            <span className="latch-row-name">{connector.name}</span>
            {recent.includes(connector.id) ? (
              <span className="latch-tag latch-tag-muted">{messages.recent}</span>
            ) : null}
            {connector.installed ? <span className="latch-tag">{messages.installed}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
