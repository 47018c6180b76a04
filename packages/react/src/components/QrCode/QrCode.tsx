import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'
import { useMessages } from '../../i18n/useMessages.js'

/** The codes rendered ahead or shown last, newest last: a pairing URI and an address or two. */
const MAX_RENDERED = 4

type Rendered = { promise: Promise<string>; url?: string; image?: HTMLImageElement }

const rendered = new Map<string, Rendered>()

/**
 * Renders `value`'s QR code to a `data:image/png` URL once for the page (the last few are kept)
 * and decodes it, so a {@link QrCode} of the same value shows its image in its first frame. A
 * failed render is forgotten (the next call tries again).
 *
 * @param value - What the code holds, e.g. a WalletConnect pairing URI.
 * @returns The data URL.
 * @throws What `qrcode`'s `toDataURL` threw (e.g. a value too long for a QR code).
 */
export function prepareQrCode(value: string): Promise<string> {
  const known = rendered.get(value)
  if (known) return known.promise
  const entry: Rendered = {
    promise: toDataURL(value, { errorCorrectionLevel: 'M', margin: 1, width: 280 }).then(
      (url) => {
        entry.url = url
        // A decoded image of this URL makes an <img> with it complete at once.
        if (typeof Image === 'function') {
          entry.image = new Image()
          entry.image.referrerPolicy = 'no-referrer'
          entry.image.src = url
        }
        return url
      },
      (error: unknown) => {
        rendered.delete(value)
        throw error
      },
    ),
  }
  rendered.set(value, entry)
  for (const old of rendered.keys()) {
    if (rendered.size <= MAX_RENDERED) break
    rendered.delete(old)
  }
  return entry.promise
}

/**
 * A QR code of `value` as an `img` named `label`, by default "WalletConnect QR
 * code" (Receive names it "Address QR code"). Rendered to a `data:image/png` URL, which a strict
 * CSP's `img-src data:` allows; a code rendered ahead ({@link prepareQrCode}) shows at once. This
 * module, and the `qrcode` library with it, load only with the views that show a code (and with
 * the modal's idle prefetch of the WalletConnect view).
 */
export function QrCode({ value, label }: { value: string; label?: string }) {
  const { t } = useMessages()
  const [src, setSrc] = useState(() => rendered.get(value)?.url)
  useEffect(() => {
    let current = true
    prepareQrCode(value)
      .then((url) => {
        if (current) setSrc(url)
      })
      .catch(() => {
        if (current) setSrc(undefined)
      })
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
