import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { messages } from '../messages/en.js'
import { CloseIcon } from './Icons.js'

/** The alert bar of spec §8 (e.g. 'project id not configured'), dismissible, each type shown once. */
export function AlertBar() {
  const client = useLatchClient()
  const { open, message, variant } = useStore(client.stores.alert)
  if (!open) return null
  return (
    <div
      className="latch-alert"
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
    >
      <p>{message}</p>
      <button
        type="button"
        className="latch-icon-button"
        aria-label={messages.dismissAlert}
        onClick={() => client.stores.alert.setState({ open: false })}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
