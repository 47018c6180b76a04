import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * What a tab panel shows instead of its list: a `status` while loading (named by `message`), the
 * empty text, or the failure with "Try again".
 */
export function PanelStatus({
  state,
  message,
  onRetry,
}: {
  state: 'loading' | 'empty' | 'error'
  message: string
  onRetry?: (() => void) | undefined
}) {
  const { t } = useViewMessages()
  if (state === 'loading') {
    return (
      <div className="latch-panel-status" role="status" aria-label={message}>
        <span className="latch-spinner" aria-hidden="true" />
        <span className="visually-hidden">{message}</span>
      </div>
    )
  }
  return (
    <div className="latch-panel-status">
      <p className={state === 'error' ? 'latch-error-text' : 'latch-muted'}>{message}</p>
      {state === 'error' && onRetry ? (
        <button type="button" className="latch-button" onClick={onRetry}>
          {t('account.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}
