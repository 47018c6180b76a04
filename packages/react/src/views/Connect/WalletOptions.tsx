import { buildAllWalletsList, isMobile, selectCatalogue } from '@latch/core/internal'
import { useStore } from 'zustand'
import { WalletRow } from '../../components/WalletRow.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useConnectList } from '../../hooks/useConnectList.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The wallet options of the Connect and ConnectWallets views: the rows of core's connect list
 * (recent first, marked "Recent"; installed ones "Installed"; WalletConnect among them) and, when
 * `allWallets`, the "All Wallets" button. With `disabled` (the terms checkbox not ticked), none of
 * them can be used.
 */
export function WalletOptions({
  allWallets,
  disabled,
}: {
  allWallets: boolean
  disabled: boolean
}) {
  const client = useLatchClient()
  const { items, choose } = useConnectList()
  const { t } = useMessages()
  // The All Wallets view's rows (installed, custom and catalogue wallets the id options keep).
  const catalogue = useStore(client.stores.wallets, selectCatalogue)
  const connectors = useStore(client.stores.connectors, (state) => state.connectors)
  const walletCount = buildAllWalletsList({
    connectors,
    catalogue,
    options: client.options,
    isMobile: isMobile(),
  }).length
  return (
    <>
      {items.length === 0 ? <p className="latch-muted">{t('connect.noWallets')}</p> : null}
      <ul className="latch-list">
        {items.map((item) => (
          <li
            key={`${item.section}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`}
          >
            <WalletRow item={item} onConnect={choose} disabled={disabled} />
          </li>
        ))}
      </ul>
      {allWallets ? (
        <button
          type="button"
          className="latch-row"
          disabled={disabled}
          onClick={() => client.push('AllWallets')}
        >
          <span className="latch-row-name">{t('connect.allWallets')}</span>
          <span className="latch-tag latch-tag-muted" aria-hidden="true">
            {t('connect.walletCount', { count: walletCount })}
          </span>
        </button>
      ) : null}
    </>
  )
}
