import type { LatchContext } from '../../client/context.js'
import type { WalletImageHandle } from './createWalletImageCache.js'
import { walletImagesFeature } from './index.js'

/**
 * Holds a hosted-registry wallet image as a blob URL (fetched with the registry's
 * headers). Only with a project id and not in basic mode, as the registry itself
 * (nothing is fetched from a host the integrator did not configure). The cache is a lazy chunk.
 *
 * @param imageId - The wallet's `imageId` from the registry.
 * @returns The handle (call `release` once the image is no longer shown), or `undefined` when
 *   there is no registry or the cache's chunk could not load.
 */
export async function acquireWalletImage(
  context: LatchContext,
  imageId: string,
): Promise<WalletImageHandle | undefined> {
  return (await context.features.load(walletImagesFeature))?.acquire(imageId)
}
