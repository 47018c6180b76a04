import { IMAGE_PRELOAD_TIMEOUT_MS } from '@latch/core/internal'

/**
 * Loads an image before it is shown (image preload timeout 2 s), so the monogram stays
 * while it loads and whenever it cannot: a broken image, or one not loaded in time. It is fetched
 * with no referrer, as the `<img>` that shows it is.
 *
 * @param src - The image URL (already checked: `http(s):`, `data:image/` or Latch's own `blob:`).
 * @param options.timeoutMs - Defaults to {@link IMAGE_PRELOAD_TIMEOUT_MS} (2000 ms).
 * @param options.signal - Stops waiting; the promise rejects with the signal's reason.
 * @throws {Error} 'The image did not load' on an error event; 'The image did not load within
 *   {timeoutMs} ms' past the timeout (the download is then dropped).
 */
export function preloadImage(
  src: string,
  options: { timeoutMs?: number; signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS, signal } = options
  return new Promise((resolve, reject) => {
    const image = new Image()
    const finish = (error?: unknown) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      image.onload = null
      image.onerror = null
      if (error === undefined) return resolve()
      image.removeAttribute('src')
      reject(error)
    }
    const onAbort = () => finish(signal?.reason ?? new Error('Aborted'))
    const timer = setTimeout(
      () => finish(new Error(`The image did not load within ${timeoutMs} ms`)),
      timeoutMs,
    )
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    image.onload = () => finish()
    image.onerror = () => finish(new Error('The image did not load'))
    image.decoding = 'async'
    // The page's address is not the image host's business (wallet and token images are third-party).
    image.referrerPolicy = 'no-referrer'
    image.src = src
  })
}
