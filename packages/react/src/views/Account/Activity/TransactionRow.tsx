import type { Transaction } from '@latch/core'
import { useMemo } from 'react'
import { useViewMessages } from '../../../i18n/useViewMessages.js'
import { DirectionIcon } from './DirectionIcon.js'
import type { TransactionDescription } from './describeTransaction.js'

function formatTime(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format.format(date)
}

/**
 * One Activity row: direction arrow, operation, counterparty, amount (or NFT name), the status when
 * not confirmed, and the time; a link to the explorer's page of the transaction when there is one.
 */
export function TransactionRow({
  transaction,
  description,
  explorerHref,
}: {
  transaction: Transaction
  description: TransactionDescription
  explorerHref: string | undefined
}) {
  const { status, minedAt } = transaction.metadata
  const { t, locale } = useViewMessages()
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    [locale],
  )
  const content = (
    <>
      <DirectionIcon incoming={description.incoming} />
      <span className="latch-tx-main">
        <span className="latch-row-name">{description.operation}</span>
        <span className="latch-muted">{description.counterparty}</span>
      </span>
      <span className="latch-tx-side">
        <span>{description.what}</span>
        {status === 'confirmed' ? null : (
          <span className="latch-tx-status" data-status={status}>
            {status === 'failed' ? t('activity.failed') : t('activity.pending')}
          </span>
        )}
        <time className="latch-muted" dateTime={minedAt}>
          {formatTime(timeFormat, minedAt)}
        </time>
      </span>
    </>
  )
  return explorerHref ? (
    <a className="latch-tx" href={explorerHref} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <div className="latch-tx">{content}</div>
  )
}
