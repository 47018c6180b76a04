import { isSafeImageUrl } from '@latch/core/internal'

/**
 * A wallet's or network's image. Wallet-supplied URLs are untrusted: only `http(s):` and
 * `data:image/` URLs are rendered as an image; anything else shows a monogram of the name.
 */
export function WalletImage({
  name,
  url,
  large,
}: {
  name: string
  url?: string | undefined
  large?: boolean
}) {
  const className = large ? 'latch-wallet-image latch-wallet-image-large' : 'latch-wallet-image'
  return (
    <span className={className} aria-hidden="true">
      {isSafeImageUrl(url) ? (
        <img src={url} alt="" width={40} height={40} />
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  )
}
