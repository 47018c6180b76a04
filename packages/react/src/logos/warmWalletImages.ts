import { isSafeImageUrl } from '@latch/core/internal'
import { resolveWalletImage, type WalletImageSource } from './resolveWalletImage.js'
import { walletLogos } from './walletLogos.js'

/** Whether a source's image is had without a request: a `data:` URL, or a bundled catalogue logo. */
function isRequestFree({ url, wallet }: WalletImageSource): boolean {
  if (isSafeImageUrl(url)) return url.startsWith('data:')
  return wallet !== undefined && Object.hasOwn(walletLogos, wallet.id)
}

/**
 * Loads, ahead of a view, the images of `sources` that need no request (`data:` URLs and the
 * catalogue's bundled logos, the page's own code), so the view shows them in its first frame
 * instead of its monograms being replaced while it animates in. Others (`http(s):` icons, the
 * hosted registry's images) are left to the view: nothing is fetched before the modal opens.
 *
 * @param sources - The images the view will show, e.g. the Connect view's wallet rows.
 * @returns Once each has loaded or failed. Never rejects.
 */
export async function warmWalletImages(sources: readonly WalletImageSource[]): Promise<void> {
  const signal = new AbortController().signal
  await Promise.all(
    sources
      .filter(isRequestFree)
      .map((source) => resolveWalletImage({ url: source.url, wallet: source.wallet, signal })),
  )
}
