import { formatAmount } from '@latch/core'
import {
  type SendReview as Review,
  type SendController,
  stripInvisible,
} from '@latch/core/internal'
import type { ReactNode } from 'react'
import { TransactionPreview } from '../../components/TransactionPreview.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Send's review step: what is sent to whom (an ENS name with its whole resolved address), the
 * network fee and the simulated balance changes, then `button` "Edit" and `button` "Send" (off
 * while sending, and when the simulation says the transaction would fail).
 */
export function SendReview(props: {
  controller: SendController
  review: Review
  sending: boolean
  /** The form's error paragraph, when there is one. */
  error: ReactNode
  /** The error paragraph's id, when there is one. */
  errorId: string | undefined
}) {
  const { controller, review, sending } = props
  const { t, locale } = useViewMessages()
  const symbol = stripInvisible(review.token.symbol).slice(0, 16)
  return (
    <>
      <dl className="latch-summary">
        <dt>{t('send.youSend')}</dt>
        <dd>{`${formatAmount(review.value, review.token.decimals, { maxFractionDigits: review.token.decimals, locale })} ${symbol}`}</dd>
        <dt>{t('send.to')}</dt>
        <dd title={review.to}>{review.name ? `${review.name} (${review.to})` : review.to}</dd>
      </dl>
      <TransactionPreview preview={review.preview} />
      {props.error}
      <div className="latch-field-row">
        <button
          type="button"
          className="latch-button"
          onClick={() => controller.edit()}
          disabled={sending}
        >
          {t('send.edit')}
        </button>
        <button
          type="button"
          className="latch-button latch-button-accent"
          onClick={() => void controller.send()}
          disabled={sending || review.preview.simulation.status === 'reverted'}
          aria-describedby={props.errorId}
        >
          {sending ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </>
  )
}
