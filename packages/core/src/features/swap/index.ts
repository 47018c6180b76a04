import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * Swap (an Account view's wallet feature): its controller is a lazy chunk, loaded when the view
 * opens; `remoteFeatures.swaps: false` turns it off.
 */
export const swapFeature = {
  key: 'swap',
  isAvailable: (context) => context.options.remoteFeatures?.swaps !== false,
  load: async (context) =>
    (await import('./createSwapController.js')).createSwapController(context),
} satisfies FeatureDefinition
