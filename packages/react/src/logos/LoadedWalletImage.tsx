import { afterModalAnimations, type LatchClientInternal } from '@latch/core/internal'
import { type ReactNode, useContext, useEffect, useState } from 'react'
import { LatchContext } from '../hooks/LatchContext.js'
import {
  readLoadedWalletImage,
  resolveWalletImage,
  type WalletImageSource,
} from './resolveWalletImage.js'

/**
 * `WalletImage`'s lazy part: finds and preloads the image (`resolveWalletImage`) and shows it,
 * else the `monogram` it is given (while loading, on failure, past the 2 s). An image that
 * arrives while the modal animates replaces the monogram once the animation is over. A registry
 * image is released when the image is no longer shown. Images are fetched with no referrer: the
 * page's address is not the wallet's image host's business.
 */
export default function LoadedWalletImage({
  url,
  wallet,
  className,
  alt,
  monogram,
}: WalletImageSource & { className: string; alt: string | undefined; monogram: ReactNode }) {
  const client = useContext(LatchContext)
  // An image loaded before (the modal's idle prefetch warms the Connect view's) shows at once.
  const [src, setSrc] = useState(() => readLoadedWalletImage({ url, wallet }))
  const [failed, setFailed] = useState<string>()
  useEffect(() => {
    const shown = readLoadedWalletImage({ url, wallet })
    setSrc(shown)
    if (shown) return
    const controller = new AbortController()
    const acquire =
      client && 'acquireWalletImage' in client
        ? (client as LatchClientInternal).acquireWalletImage
        : undefined
    let cancelShow: (() => void) | undefined
    resolveWalletImage({ url, wallet, acquire, signal: controller.signal }).then((loaded) => {
      if (controller.signal.aborted || loaded === undefined) return
      // Not while the modal animates (opening, a view's transition): replacing the monogram
      // would relayout and repaint it mid-animation.
      cancelShow = afterModalAnimations(() => setSrc(loaded))
    })
    return () => {
      controller.abort()
      cancelShow?.()
    }
  }, [client, url, wallet])
  if (src === undefined || src === failed) return monogram
  return (
    <span className={className} aria-hidden={alt === undefined || undefined}>
      <img
        src={src}
        alt={alt ?? ''}
        width={40}
        height={40}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    </span>
  )
}
