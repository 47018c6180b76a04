import type { WalletEntry } from '@latch/core'
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
  /**
   * A listed wallet: a catalogue wallet's `id` gives its bundled web3icons logo; a registry
   * wallet's `imageId` a blob URL fetched with the registry's headers.
   */
  wallet?: Pick<WalletEntry, 'id' | 'imageId'> | undefined
}

/** Images already loaded from `data:` URLs (immutable), by {@link sourceKey}: shown at once next time. */
const loadedDataImages = new Map<string, string>()

/** What identifies a source's image without a request: its safe URL, else its catalogue logo. */
function sourceKey({ url, wallet }: WalletImageSource): string | undefined {
  if (isSafeImageUrl(url)) return url
  return wallet ? `logo:${wallet.id}` : undefined
}

/**
 * The image {@link resolveWalletImage} already loaded for this source from a `data:` URL (a
 * catalogue logo, an announced wallet's icon), so it can show in a view's first frame instead of
 * replacing the monogram a few frames later.
 *
 * @returns The URL, or `undefined` when that source's image has not loaded from a `data:` URL.
 */
export function readLoadedWalletImage(source: WalletImageSource): string | undefined {
  const key = sourceKey(source)
  return key === undefined ? undefined : loadedDataImages.get(key)
}

/**
 * Finds and preloads a wallet's image (a lazy chunk: nothing of it is in the startup chunk). In
 * order: a safe `url`; the catalogue wallet's bundled logo; the registry image (through
 * `acquire`). The image must be there within the 2 s preload timeout, counted from the
 * call (fetching a registry image and loading it both count).
 *
 * @param parameters.acquire - The client's `acquireWalletImage`, when there is a client.
 * @param parameters.signal - Aborted when the image is no longer wanted (unmount, new props);
 *   a registry image is then released.
 * @returns The loaded image's URL (release the registry image through `signal`), or `undefined`
 *   when there is none, it failed or it timed out: the monogram shows. Never rejects.
 */
export async function resolveWalletImage(
  parameters: WalletImageSource & {
    acquire?: ((imageId: string) => Promise<WalletImageHandle | undefined>) | undefined
    signal: AbortSignal
  },
): Promise<string | undefined> {
  const { url, wallet, acquire, signal } = parameters
  const imageId = wallet?.imageId
  // Spec §9's 2 s count from when the image is wanted: a registry image still being fetched
  // then shows the monogram (its fetch goes on in the client's cache, for the next time).
  const deadline = Date.now() + IMAGE_PRELOAD_TIMEOUT_MS
  let src: string | undefined = isSafeImageUrl(url) ? url : undefined
  if (!src && wallet) src = await loadWalletLogo(wallet.id).catch(() => undefined)
  if (!src && imageId && acquire) {
    const handle = await acquire(imageId).catch(() => undefined)
    if (handle) {
      if (signal.aborted) handle.release()
      else signal.addEventListener('abort', () => handle.release(), { once: true })
      src = await withDeadline(handle.url, deadline).catch(() => undefined)
    }
  }
  const left = deadline - Date.now()
  if (!src || signal.aborted || left <= 0) return undefined
  return preloadImage(src, { signal, timeoutMs: left }).then(
    () => {
      const key = sourceKey({ url, wallet })
      if (key !== undefined && src.startsWith('data:')) loadedDataImages.set(key, src)
      return src
    },
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
