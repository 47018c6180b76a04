import { useStore } from 'zustand'
import { WalletRow } from '../../components/WalletRow.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useConnectList } from '../../hooks/useConnectList.js'
import { messages } from '../../messages/en.js'

/**
 * Connect (spec §2): the wallet options in `connectorTypeOrder` sections (recent first, marked
 * "Recent"; installed ones marked "Installed"), then "All Wallets" when that feature is on.
 */
export function ConnectView() {
  const client = useLatchClient()
  const { items, choose } = useConnectList()
  const { allWallets } = client.options.features
  const walletCount = useStore(client.stores.wallets, (state) => state.catalogue.length)
  return (
    <div className="latch-actions">
      {items.length === 0 ? <p className="latch-muted">{messages.noWallets}</p> : null}
      <ul className="latch-list">
        {items.map((item) => (
          <li
            key={`${item.section}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`}
          >
            <WalletRow item={item} onConnect={choose} />
          </li>
        ))}
      </ul>
      {allWallets && client.options.enableWallets ? (
        <button type="button" className="latch-row" onClick={() => client.push('AllWallets')}>
          <span className="latch-row-name">{messages.allWallets}</span>
          <span className="latch-tag latch-tag-muted" aria-hidden="true">
            {walletCount}+
          </span>
        </button>
      ) : null}
    </div>
  )
}
