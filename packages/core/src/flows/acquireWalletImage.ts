import { createApiClient } from '../api/createApiClient.js'
import type { LatchContext } from '../client/context.js'
import { DEFAULT_API_URL } from '../constants.js'
import type { WalletImageHandle } from '../images/createWalletImageCache.js'

/**
 * Holds a hosted-registry wallet image as a blob URL (spec §7: fetched with the registry's
 * headers). Only with a project id and not in basic mode, as the registry itself (DESIGN.md §8:
 * nothing is fetched from a host the integrator did not configure). The cache is a lazy chunk.
 *
 * @param imageId - The wallet's `imageId` from the registry.
 * @returns The handle (call `release` once the image is no longer shown), or `undefined` when
 *   there is no registry.
 */
export async function acquireWalletImage(
  context: LatchContext,
  imageId: string,
): Promise<WalletImageHandle | undefined> {
  const { projectId, apiUrl = DEFAULT_API_URL, basic } = context.options
  if (!projectId || basic) return undefined
  context.walletImages ??= import('../images/createRegistryImageCache.js').then((chunk) =>
    chunk.createRegistryImageCache(createApiClient({ baseUrl: apiUrl, projectId })),
  )
  return (await context.walletImages).acquire(imageId)
}
