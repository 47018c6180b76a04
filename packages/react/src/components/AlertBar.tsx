import { dismissAlert } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchContext } from '../hooks/useLatchContext.js'
import { useMessages } from '../i18n/useMessages.js'
import { CloseIcon } from './Icons.js'

/** The alert bar (e.g. 'project id not configured'), dismissible, each type shown once. */
export function AlertBar() {
  const context = useLatchContext()
  const { t } = useMessages()
  const { open, message, variant } = useStore(context.stores.alert)
  if (!open) return null
  return (
    <div
      className="latch-alert"
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
    >
      <p>{t(message.key, message.values)}</p>
      <button
        type="button"
        className="latch-icon-button"
        aria-label={t('alert.dismiss')}
        onClick={() => dismissAlert(context)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
