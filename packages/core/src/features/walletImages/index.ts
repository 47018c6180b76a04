import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * The hosted registry's wallet images as blob URLs, only with a project id and not in
 * basic mode, as the registry itself; the cache is a lazy chunk loaded by the first image shown.
 */
export const walletImagesFeature = {
  key: 'walletImages',
  isAvailable: ({ options }) => Boolean(options.projectId) && !options.basic,
  load: async (context) =>
    (await import('./createRegistryImageCache.js')).createRegistryImageCache(context),
} satisfies FeatureDefinition
