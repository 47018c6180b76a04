import { useMessages } from '../i18n/useMessages.js'

/**
 * A failure told in a view's body: the reason (`role="alert"`, already translated) and `button`
 * "Try again", disabled until `onRetry` can run (`ready`).
 */
export function RetryAlert({
  message,
  ready,
  onRetry,
}: {
  message: string
  ready: boolean
  onRetry(): void
}) {
  const { t } = useMessages()
  return (
    <div className="latch-center">
      <p className="latch-error-text" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="latch-button latch-button-accent"
        disabled={!ready}
        onClick={onRetry}
      >
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
