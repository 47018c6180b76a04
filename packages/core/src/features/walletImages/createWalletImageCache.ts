import { isWalletImageType } from './walletImageTypes.js'

/** One user's hold on a cached image: its URL, and `release` when the image is no longer shown. */
export type WalletImageHandle = {
  /** The blob URL; rejects when the image could not be fetched (the monogram shows). */
  url: Promise<string>
  /** Ends this hold; idempotent. An image nobody holds may be revoked (see `maxIdle`). */
  release(): void
}

/** What {@link createWalletImageCache} returns. */
export type WalletImageCache = {
  /** Holds the image `imageId`: fetched once, shared by every holder until released. */
  acquire(imageId: string): WalletImageHandle
  /** Aborts every fetch and revokes every URL (the client is destroyed). */
  clear(): void
}

type Entry = {
  holders: number
  url: Promise<string>
  objectUrl: string | undefined
  controller: AbortController
}

/**
 * Blob URLs for the hosted registry's wallet images (fetched with the registry's
 * headers, so they cannot be plain `<img>` URLs). Each image is fetched once and shared; a
 * failure is kept too, so a broken image is not asked for again on every scroll. Images nobody
 * holds stay for a quick return (a virtual list unmounts rows as it scrolls) until more than
 * `maxIdle` are idle: the oldest idle one is then revoked (`URL.revokeObjectURL`) and forgotten.
 * Only a blob typed exactly as one of `walletImageTypes` (PNG, JPEG, WebP, GIF, AVIF) becomes a
 * URL; any other (SVG, untyped) fails as a broken image, as a `blob:` URL runs as the host page.
 *
 * @param parameters.fetchImage - Fetches an image's bytes (`fetchWalletImage` on the registry),
 *   typed with its canonical media type.
 * @param parameters.maxIdle - Unheld images kept (default 32).
 * @param parameters.urls - `URL.createObjectURL`/`revokeObjectURL`, injected for tests.
 */
export function createWalletImageCache(parameters: {
  fetchImage(imageId: string, signal: AbortSignal): Promise<Blob>
  maxIdle?: number
  urls?: { create(blob: Blob): string; revoke(url: string): void }
}): WalletImageCache {
  const { fetchImage, maxIdle = 32 } = parameters
  const urls = parameters.urls ?? {
    create: (blob: Blob) => URL.createObjectURL(blob),
    revoke: (url: string) => URL.revokeObjectURL(url),
  }
  const entries = new Map<string, Entry>()
  // Unheld image ids, oldest first (a Map keeps insertion order).
  const idle = new Map<string, true>()

  function drop(imageId: string) {
    const entry = entries.get(imageId)
    entries.delete(imageId)
    idle.delete(imageId)
    if (!entry) return
    entry.controller.abort()
    if (entry.objectUrl) urls.revoke(entry.objectUrl)
  }

  function load(imageId: string): Entry {
    const controller = new AbortController()
    const entry: Entry = { holders: 0, url: Promise.resolve(''), objectUrl: undefined, controller }
    entry.url = fetchImage(imageId, controller.signal).then((blob) => {
      // A blob: URL is of the host page's origin: only a raster type, never SVG or untyped
      // (sniffed as HTML), may become one, whatever `fetchImage` returns.
      if (!isWalletImageType(blob.type)) throw new Error(`The image type "${blob.type}" is refused`)
      const objectUrl = urls.create(blob)
      // Dropped while it was fetched: nobody will revoke it later.
      if (entries.get(imageId) !== entry) {
        urls.revoke(objectUrl)
        throw new Error('The image was released')
      }
      entry.objectUrl = objectUrl
      return objectUrl
    })
    // Holders read `url`; this keeps an unobserved failure from being reported as unhandled.
    entry.url.catch(() => {})
    return entry
  }

  return {
    acquire(imageId) {
      let entry = entries.get(imageId)
      if (!entry) {
        entry = load(imageId)
        entries.set(imageId, entry)
      }
      const held = entry
      held.holders++
      idle.delete(imageId)
      let released = false
      return {
        url: held.url,
        release() {
          if (released || entries.get(imageId) !== held) return
          released = true
          held.holders--
          if (held.holders > 0) return
          idle.set(imageId, true)
          for (const oldest of idle.keys()) {
            if (idle.size <= maxIdle) break
            drop(oldest)
          }
        },
      }
    },
    clear() {
      for (const imageId of [...entries.keys()]) drop(imageId)
    },
  }
}
