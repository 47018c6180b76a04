import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react'
import type LoadedWalletImageComponent from '../logos/LoadedWalletImage.js'
import type { WalletImageSource } from '../logos/resolveWalletImage.js'

type LoadedProps = ComponentProps<typeof LoadedWalletImageComponent>

// Once its chunk is here the loaded part renders directly: going through React.lazy would suspend
// once more (the monogram, then the image a frame later). Not createChunkLoader: this view is in the
// lazy modal and the loader at startup, and a module both import is split into a file of its own
// by the app's bundler (+0.1 kB gzip of startup).
let loaded: ComponentType<LoadedProps> | undefined
function loadImagePart() {
  return import('../logos/LoadedWalletImage.js').then((module) => {
    loaded = module.default
    return module
  })
}
const LazyLoadedWalletImage = lazy(loadImagePart)

/** Starts loading the chunk that finds and loads wallet images (the modal's idle prefetch). */
export function prefetchWalletImage(): void {
  if (!loaded) void loadImagePart().catch(() => undefined)
}

/**
 * A wallet's, network's or token's image, over a monogram of its name: the monogram shows while
 * the image loads, when it fails or takes more than 2 s, and when there is none.
 * Sources, first match wins: `url` (untrusted: only `http(s):` and `data:image/` URLs), the
 * catalogue wallet's bundled logo (`wallet.id`, one lazy chunk per logo) and the hosted registry's
 * image (`wallet.imageId`, a blob URL fetched with the registry's headers). Finding and loading
 * it is a lazy chunk, so the startup chunk only has the monogram.
 *
 * @param alt - The accessible name (the wallet's name in a wallet row): the image, or the
 *   monogram, is then an `img` with that name. Without it the image is decorative (the name is
 *   written beside it).
 */
export function WalletImage({
  name,
  large,
  alt,
  ...source
}: WalletImageSource & {
  name: string
  large?: boolean
  alt?: string | undefined
}) {
  const className = large ? 'latch-wallet-image latch-wallet-image-large' : 'latch-wallet-image'
  const letter = (name.trim()[0] ?? '?').toUpperCase()
  const monogram =
    alt === undefined ? (
      <span className={className} aria-hidden="true">
        {letter}
      </span>
    ) : (
      <span className={className} role="img" aria-label={alt}>
        {letter}
      </span>
    )
  const LoadedWalletImage = loaded ?? LazyLoadedWalletImage
  return (
    <Suspense fallback={monogram}>
      <LoadedWalletImage {...source} className={className} alt={alt} monogram={monogram} />
    </Suspense>
  )
}
