import {
  IMAGE_PRELOAD_TIMEOUT_MS,
  isSafeImageUrl,
  type WalletImageHandle,
} from '@latch/core/internal'
import { preloadImage } from './preloadImage.js'
import { loadWalletLogo } from './walletLogos.js'

/** What {@link resolveWalletImage} is given: where the image may come from, first match wins. */
export type WalletImageSource = {
  /** An untrusted URL (announced icon, custom wallet, token…): only `http(s):`/`data:image/`. */
  url?: string | undefined
  /** A catalogue wallet's id: its bundled web3icons logo. */
  walletId?: string | undefined
  /** A registry wallet's image id: a blob URL fetched with the registry's headers. */
  imageId?: string | undefined
}

/**
 * Finds and preloads a wallet's image (a lazy chunk: nothing of it is in the startup chunk). In
 * order: a safe `url`; the catalogue wallet's bundled logo; the registry image (through
 * `acquire`). The image must be there within spec §9's 2 s preload timeout, counted from the
 * call (fetching a registry image and loading it both count).
 *
 * @param parameters.acquire - The client's `acquireWalletImage`, when there is a client.
 * @param parameters.signal - Aborted when the image is no longer wanted (unmount, new props);
 *   a registry image is then released.
 * @returns The loaded image's URL (release the registry image through `signal`), or `undefined`
 *   when there is none, it failed or it timed out: the monogram shows.
 */
export async function resolveWalletImage(
  parameters: WalletImageSource & {
    acquire?: ((imageId: string) => WalletImageHandle | undefined) | undefined
    signal: AbortSignal
  },
): Promise<string | undefined> {
  const { url, walletId, imageId, acquire, signal } = parameters
  // Spec §9's 2 s count from when the image is wanted: a registry image still being fetched
  // then shows the monogram (its fetch goes on in the client's cache, for the next time).
  const deadline = Date.now() + IMAGE_PRELOAD_TIMEOUT_MS
  let src: string | undefined = isSafeImageUrl(url) ? url : undefined
  if (!src && walletId) src = await loadWalletLogo(walletId).catch(() => undefined)
  if (!src && imageId && acquire && !signal.aborted) {
    const handle = acquire(imageId)
    if (handle) {
      signal.addEventListener('abort', () => handle.release(), { once: true })
      src = await withDeadline(handle.url, deadline).catch(() => undefined)
    }
  }
  const left = deadline - Date.now()
  if (!src || signal.aborted || left <= 0) return undefined
  return preloadImage(src, { signal, timeoutMs: left }).then(
    () => src,
    () => undefined,
  )
}

/** `promise`, or a rejection once `deadline` (epoch ms) has passed. */
function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The image did not load in time')),
      deadline - Date.now(),
    )
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
