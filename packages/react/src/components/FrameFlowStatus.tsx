import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'

/**
 * The body of a view over the secure frame (`AuthFrameSlot`, below it): while the frame is hidden
 * (it is loading, or the flow goes on after the user acted in it), a progress indicator named
 * `pendingLabel`; while it shows, nothing (its own controls are the view's); on failure, the reason
 * (`error`, translated, `role="alert"`) and `button` "Try again", disabled until `onRetry` can run
 * (`ready`).
 */
export function FrameFlowStatus({
  error,
  pendingLabel,
  ready = true,
  onRetry,
}: {
  error: string | undefined
  pendingLabel: string
  ready?: boolean
  onRetry(): void
}) {
  const client = useLatchClient()
  const { t } = useMessages()
  const frameVisible = useStore(client.stores.auth, (state) => state.frameVisible)
  if (!error) {
    if (frameVisible) return null
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="progressbar" aria-label={pendingLabel} />
      </div>
    )
  }
  return (
    <div className="latch-center">
      <p className="latch-error-text" role="alert">
        {error}
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
