import type { LatchClientInternal } from '@latch/core/internal'
import { useContext, useEffect, useState } from 'react'
import { LatchContext } from '../hooks/LatchContext.js'
import type { WalletImageSource } from '../logos/resolveWalletImage.js'

/**
 * A wallet's, network's or token's image, over a monogram of its name: the monogram shows while
 * the image loads, when it fails or takes more than 2 s (spec §9), and when there is none.
 * Sources, first match wins: `url` (untrusted: only `http(s):` and `data:image/` URLs), the
 * catalogue wallet's bundled logo (`walletId`, one lazy chunk per logo) and the hosted registry's
 * image (`imageId`, a blob URL fetched with the registry's headers, spec §7). Finding and loading
 * it is a lazy chunk, so the startup chunk only has this component.
 *
 * @param alt - The accessible name (the wallet's name in a wallet row): the image, or the
 *   monogram, is then an `img` with that name. Without it the image is decorative (the name is
 *   written beside it).
 */
export function WalletImage({
  name,
  url,
  walletId,
  imageId,
  large,
  alt,
}: WalletImageSource & {
  name: string
  large?: boolean
  alt?: string | undefined
}) {
  const client = useContext(LatchContext)
  const [src, setSrc] = useState<string>()
  const [failed, setFailed] = useState<string>()
  useEffect(() => {
    setSrc(undefined)
    const controller = new AbortController()
    const acquire =
      client && 'acquireWalletImage' in client
        ? (client as LatchClientInternal).acquireWalletImage
        : undefined
    import('../logos/resolveWalletImage.js')
      .then(({ resolveWalletImage }) =>
        resolveWalletImage({
          url,
          walletId,
          imageId,
          acquire,
          signal: controller.signal,
        }),
      )
      .then((loaded) => {
        if (!controller.signal.aborted) setSrc(loaded)
      })
      // The lazy chunk did not load: the monogram stays.
      .catch(() => {})
    return () => controller.abort()
  }, [client, url, walletId, imageId])
  const className = large ? 'latch-wallet-image latch-wallet-image-large' : 'latch-wallet-image'
  const monogram = (name.trim()[0] ?? '?').toUpperCase()
  const shown = src !== undefined && src !== failed
  if (alt === undefined) {
    return (
      <span className={className} aria-hidden="true">
        {shown ? (
          <img src={src} alt="" width={40} height={40} onError={() => setFailed(src)} />
        ) : (
          monogram
        )}
      </span>
    )
  }
  return shown ? (
    <span className={className}>
      <img src={src} alt={alt} width={40} height={40} onError={() => setFailed(src)} />
    </span>
  ) : (
    <span className={className} role="img" aria-label={alt}>
      {monogram}
    </span>
  )
}
