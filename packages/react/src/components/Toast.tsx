import type { Message } from '@latch/core'
import { localizeNumber } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'

/** Only explorer pages over `https:` are linked (a network's explorer URL is integrator input). */
function isHttpsUrl(href: string): boolean {
  try {
    return new URL(href).protocol === 'https:'
  } catch {
    return false
  }
}

/** A message's `amount` (exact, written in English by core) in the locale's digits and separators. */
function localized({ values }: Message, locale: string): Message['values'] {
  return values && typeof values.amount === 'string'
    ? { ...values, amount: localizeNumber(values.amount, locale) }
    : values
}

/**
 * The toast: `role="alert"` for errors, `role="status"` otherwise.
 * The live region stays mounted so screen readers announce new text. A mined transaction's toast
 * links to the explorer ("View on explorer", a new tab, no referrer). Hidden while the embedded
 * wallet's secure frame is shown (Approve Transaction), which nothing may cover.
 */
export function Toast() {
  const client = useLatchClient()
  const { t, locale, dir } = useMessages()
  const { open: toastOpen, message, variant, link } = useStore(client.stores.toast)
  // While the secure frame waits for the user, nothing may cover it: the frame enables Approve only
  // while it is fully visible (a clickjacking guard), so the toast waits until then.
  const frameVisible = useStore(client.stores.auth, (state) => state.frameVisible)
  const open = toastOpen && !frameVisible
  const role = variant === 'error' ? 'alert' : 'status'
  // The live region stays mounted (empty while closed) so screen readers announce new text.
  return (
    <div
      className={open ? 'latch-toast' : 'visually-hidden'}
      role={role}
      data-variant={variant}
      lang={locale}
      dir={dir}
    >
      {open && variant === 'loading' ? <span className="latch-spinner" aria-hidden="true" /> : null}
      {open ? t(message.key, localized(message, locale)) : null}
      {open && link && isHttpsUrl(link.href) ? (
        <>
          {' '}
          <a
            className="latch-toast-link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(link.label.key, link.label.values)}
          </a>
        </>
      ) : null}
    </div>
  )
}
