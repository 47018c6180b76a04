import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'

/**
 * The toast of spec §3: `role="alert"` for errors, `role="status"` otherwise (DESIGN.md §4).
 * The live region stays mounted so screen readers announce new text.
 */
export function Toast() {
  const client = useLatchClient()
  const { open, message, variant } = useStore(client.stores.toast)
  const role = variant === 'error' ? 'alert' : 'status'
  // The live region stays mounted (empty while closed) so screen readers announce new text.
  return (
    <div className={open ? 'latch-toast' : 'visually-hidden'} role={role} data-variant={variant}>
      {open && variant === 'loading' ? <span className="latch-spinner" aria-hidden="true" /> : null}
      {open ? message : null}
    </div>
  )
}
