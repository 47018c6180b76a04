import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * A QR code of `value` as an `img` named `label` (DESIGN.md §4), by default "WalletConnect QR
 * code" (Receive names it "Address QR code"). Rendered to a `data:image/png` URL, which a strict
 * CSP's `img-src data:` allows. This module, and the `qrcode` library with it, load only with the
 * views that show a code.
 */
export function QrCode({ value, label }: { value: string; label?: string }) {
  const { t } = useMessages()
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let current = true
    toDataURL(value, { errorCorrectionLevel: 'M', margin: 1, width: 280 })
      .then((url) => {
        if (current) setSrc(url)
      })
      .catch(() => setSrc(undefined))
    return () => {
      current = false
    }
  }, [value])
  if (!src) return <span className="latch-qr latch-qr-placeholder" aria-hidden="true" />
  return (
    <img
      className="latch-qr"
      src={src}
      alt={label ?? t('walletConnect.qrCode')}
      width={280}
      height={280}
      referrerPolicy="no-referrer"
    />
  )
}
