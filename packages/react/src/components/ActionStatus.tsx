import type { ReactNode } from 'react'
import { useMessages } from '../i18n/useMessages.js'
import { WalletImage } from './WalletImage.js'

/**
 * The body of a view waiting on the wallet (connecting, switching): the wallet's or network's
 * image, then either the failure (`role="alert"`, in the spec's words) with "Try again", or the
 * waiting text with a progress indicator.
 */
export function ActionStatus({
  name,
  imageUrl,
  error,
  pending,
  pendingLabel,
  onRetry,
  children,
}: {
  name: string
  imageUrl: string | undefined
  error: string | undefined
  pending: boolean | undefined
  pendingLabel: string
  onRetry(): void
  children: ReactNode
}) {
  const { t } = useMessages()
  return (
    <div className="latch-center">
      <span className={error ? 'latch-shake' : undefined}>
        <WalletImage name={name} url={imageUrl} large />
      </span>
      {error ? (
        <>
          <p className="latch-error-text" role="alert">
            {error}
          </p>
          <button type="button" className="latch-button latch-button-accent" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </>
      ) : (
        <>
          {children}
          {pending ? (
            <span className="latch-spinner" role="progressbar" aria-label={pendingLabel} />
          ) : null}
        </>
      )}
    </div>
  )
}
