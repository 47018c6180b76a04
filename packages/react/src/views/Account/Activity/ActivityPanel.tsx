import { toTransactionExplorerUrl } from '@latch/core/internal'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useMemo, useRef } from 'react'
import { useLatchClient } from '../../../hooks/LatchContext.js'
import { useLatchNetwork } from '../../../hooks/useLatchNetwork.js'
import { fetchActivity, useLatchTransactions } from '../../../hooks/useLatchTransactions.js'
import { useViewMessages } from '../../../i18n/useViewMessages.js'
import { PanelStatus } from '../PanelStatus.js'
import { describeTransaction } from './describeTransaction.js'
import { TransactionRow } from './TransactionRow.js'
import { type ActivityRow, toActivityRows } from './toActivityRows.js'

const ROW_HEIGHT = 64
const HEADING_HEIGHT = 32

function Headings({ row }: { row: ActivityRow }) {
  const { locale } = useViewMessages()
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
    [locale],
  )
  return (
    <>
      {row.year === undefined ? null : <h3 className="latch-tx-year">{row.year}</h3>}
      {row.month ? (
        <h4 className="latch-tx-month">
          {monthFormat.format(Date.UTC(row.month.year, row.month.month, 15))}
        </h4>
      ) : null}
    </>
  )
}

/**
 * The Activity tab (an optional part in its own chunk): the account's transactions under
 * year and month headings, newest first, in a virtualized list whose items are named like "Sent 0.5
 * ETH to 0x7099…79C8"; each row links to the network's block explorer when it has one. "Load more"
 * while there is another page; loading, empty and failed states.
 */
export default function ActivityPanel() {
  const client = useLatchClient()
  const messages = useViewMessages()
  const { t } = messages
  const { transactionsByYear, loading, empty, error, hasMore, fetchMore } = useLatchTransactions()
  const explorerUrl = useLatchNetwork().caipNetwork?.blockExplorers?.default.url
  const rows = useMemo(() => toActivityRows(transactionsByYear), [transactionsByYear])
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => {
      const row = rows[index]
      return (
        ROW_HEIGHT +
        (row?.year === undefined ? 0 : HEADING_HEIGHT) +
        (row?.month ? HEADING_HEIGHT : 0)
      )
    },
    overscan: 6,
  })
  if (error) {
    return (
      <PanelStatus
        state="error"
        message={t('activity.unavailable')}
        onRetry={() => void fetchActivity(client)}
      />
    )
  }
  if (rows.length === 0) {
    return loading || !empty ? (
      <PanelStatus state="loading" message={t('activity.loading')} />
    ) : (
      <PanelStatus state="empty" message={t('activity.empty')} />
    )
  }
  return (
    <div className="latch-scroll latch-panel-scroll" ref={scroller}>
      <ul className="latch-virtual-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as ActivityRow
          const description = describeTransaction(row.transaction, messages)
          const failed = row.transaction.metadata.status === 'failed'
          return (
            <li
              key={row.transaction.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="latch-virtual-row"
              style={{ transform: `translateY(${item.start}px)` }}
              aria-label={
                failed
                  ? t('activity.itemWithStatus', {
                      label: description.label,
                      status: t('activity.failed'),
                    })
                  : description.label
              }
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
            >
              <Headings row={row} />
              <TransactionRow
                transaction={row.transaction}
                description={description}
                explorerHref={toTransactionExplorerUrl(explorerUrl, row.transaction.metadata.hash)}
              />
            </li>
          )
        })}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="latch-button latch-load-more"
          aria-busy={loading}
          disabled={loading}
          onClick={() => void fetchMore()}
        >
          {t('account.loadMore')}
        </button>
      ) : null}
    </div>
  )
}
