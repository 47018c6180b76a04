import { createApiClient } from '../../api/createApiClient.js'
import type { LatchContext } from '../../client/context.js'
import { DEFAULT_API_URL } from '../../featureConstants.js'
import { createWalletImageCache, type WalletImageCache } from './createWalletImageCache.js'
import { fetchWalletImage } from './fetchWalletImage.js'

/** The wallet images feature's API: the cache, emptied (every blob URL revoked) on destroy. */
export type RegistryImageCache = WalletImageCache & { destroy(): void }

/**
 * The blob-URL cache of the hosted registry's wallet images, fetched through the registry's API
 * client (its query parameters and headers). A lazy chunk: loaded the first time a
 * registry wallet's image is shown.
 */
export function createRegistryImageCache(context: LatchContext): RegistryImageCache {
  const { projectId, apiUrl = DEFAULT_API_URL } = context.options
  const api = createApiClient({ baseUrl: apiUrl, projectId })
  const cache = createWalletImageCache({
    fetchImage: (imageId, signal) => fetchWalletImage(api, imageId, { signal }),
  })
  return { ...cache, destroy: cache.clear }
}
