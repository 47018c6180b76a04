import { useLatchClient } from '../../hooks/LatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { QrCode } from './QrCode.js'

/**
 * A link to hand to a phone: its QR code (an `img` named `label`; a spinner named `pendingLabel`
 * while `value` is not known yet), a `hint` line below, and a `button` "Copy link" (disabled
 * until `value` is known) that copies `value` and says so in a toast: "Link copied", or "Could
 * not copy" when the clipboard refused. What WalletConnect's pairing and the Farcaster login show.
 */
export function QrLink({
  value,
  label,
  pendingLabel,
  hint,
}: {
  /** The link, e.g. a `wc:` pairing URI; `undefined` while it is awaited. */
  value: string | undefined
  /** The QR code's accessible name, e.g. "WalletConnect QR code". */
  label: string
  /** The spinner's accessible name while `value` is awaited. */
  pendingLabel: string
  /** The line below the code, e.g. what to scan it with. */
  hint: string
}) {
  const client = useLatchClient()
  const { t } = useMessages()
  const copy = async () => {
    if (!value) return
    try {
      await navigator.clipboard.writeText(value)
      client.showToast({ message: { key: 'toast.linkCopied' }, variant: 'success' })
    } catch {
      client.showToast({ message: { key: 'toast.copyFailed' }, variant: 'error' })
    }
  }
  return (
    <>
      {value ? (
        <QrCode value={value} label={label} />
      ) : (
        <span className="latch-spinner" role="progressbar" aria-label={pendingLabel} />
      )}
      <p className="latch-muted">{hint}</p>
      <button type="button" className="latch-button" disabled={!value} onClick={() => void copy()}>
        {t('walletConnect.copyLink')}
      </button>
    </>
  )
}
