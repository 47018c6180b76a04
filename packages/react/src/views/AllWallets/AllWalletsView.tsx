import {
  buildAllWalletsList,
  type ConnectListItem,
  getConnectLayout,
  isMobile,
  selectCatalogue,
} from '@latch/core/internal'
import { useVirtualizer } from '@tanstack/react-virtual'
import Fuse from 'fuse.js'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { WalletRow } from '../../components/WalletRow.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useConnectList } from '../../hooks/useConnectList.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { LegalTextPart } from '../Connect/ConnectView.js'

/** Debounce default (ms). */
const SEARCH_DEBOUNCE_MS = 500
const ROW_HEIGHT = 64

/**
 * AllWallets: every wallet Latch knows — installed connectors first, then the bundled
 * catalogue (works offline) — with a debounced fuzzy search (`searchbox` "Search wallet") and a
 * virtualized list that stays smooth with thousands of entries. Loaded only when opened. With
 * `features.legalCheckbox` the terms checkbox is on top and every row waits for it, as on Connect
 * (this view is also reached from the wallet guide).
 */
export default function AllWalletsView() {
  const client = useLatchClient()
  const { choose } = useConnectList()
  const { t } = useViewMessages()
  const connectors = useStore(client.stores.connectors, (state) => state.connectors)
  const catalogue = useStore(client.stores.wallets, selectCatalogue)
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  const layout = getConnectLayout({ options: client.options, emailShown: false, legalAccepted })
  const [query, setQuery] = useState('')
  const [debounced, setDebounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])
  const all = useMemo(
    () =>
      buildAllWalletsList({ connectors, catalogue, options: client.options, isMobile: isMobile() }),
    [client, connectors, catalogue],
  )
  const fuse = useMemo(
    () =>
      new Fuse(all, {
        keys: [
          {
            name: 'name',
            getFn: (item: ConnectListItem) =>
              item.kind === 'connector' ? item.connector.name : item.wallet.name,
          },
        ],
        threshold: 0.35,
        ignoreLocation: true,
      }),
    [all],
  )
  const results = useMemo(
    () => (debounced ? fuse.search(debounced).map((r) => r.item) : all),
    [all, debounced, fuse],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  })
  return (
    <div className="latch-actions latch-all-wallets">
      {layout.legal === 'checkbox' ? <LegalTextPart kind="checkbox" /> : null}
      <input
        type="search"
        className="latch-search"
        aria-label={t('allWallets.search')}
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={results.length === 0 ? 'latch-muted' : 'visually-hidden'} role="status">
        {results.length === 0
          ? t('allWallets.none')
          : t('allWallets.found', { count: results.length })}
      </p>
      <div className="latch-scroll" ref={scroller}>
        <ul className="latch-virtual-list" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = results[row.index] as ConnectListItem
            return (
              <li
                key={item.kind === 'connector' ? item.connector.id : item.wallet.id}
                className="latch-virtual-row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <WalletRow item={item} onConnect={choose} disabled={layout.connectBlocked} />
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
