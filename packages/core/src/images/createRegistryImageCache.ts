import type { ApiClient } from '../api/createApiClient.js'
import { fetchWalletImage } from '../api/fetchWalletImage.js'
import { createWalletImageCache, type WalletImageCache } from './createWalletImageCache.js'

/**
 * The blob-URL cache of the hosted registry's wallet images, fetched through `api` (the
 * registry's client: its query parameters and headers, spec §7). A lazy chunk: loaded the first
 * time a registry wallet's image is shown.
 */
export function createRegistryImageCache(api: ApiClient): WalletImageCache {
  return createWalletImageCache({
    fetchImage: (imageId, signal) => fetchWalletImage(api, imageId, { signal }),
  })
}
