import { isSafeImageUrl } from '@latch/core/internal'
import { resolveWalletImage, type WalletImageSource } from './resolveWalletImage.js'

/** Whether a source's image is a `data:` URL: had without a request, nor a chunk. */
function isDataImage({ url }: WalletImageSource): boolean {
  return isSafeImageUrl(url) && url.startsWith('data:')
}

/**
 * Loads, ahead of a view, the images of `sources` given as `data:` URLs (announced wallets'
 * icons, WalletConnect's), which need no request, so the view shows them in its first frame
 * instead of its monograms being replaced while it animates in. Others (the catalogue's logos,
 * whose chunks load once a wallet is shown, `http(s):` icons, the hosted registry's images) are
 * left to the view: nothing is fetched before the modal opens.
 *
 * @param sources - The images the view will show, e.g. the Connect view's wallet rows.
 * @returns Once each has loaded or failed. Never rejects.
 */
export async function warmWalletImages(sources: readonly WalletImageSource[]): Promise<void> {
  const signal = new AbortController().signal
  await Promise.all(
    sources
      .filter(isDataImage)
      .map((source) => resolveWalletImage({ url: source.url, wallet: source.wallet, signal })),
  )
}
