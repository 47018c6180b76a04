import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * Buy (the on-ramp, an Account view's wallet feature): its controller is a lazy chunk, loaded when
 * the view opens; its key stays 'onramp'; `remoteFeatures.onramp: false` turns it off.
 */
export const buyFeature = {
  key: 'onramp',
  isAvailable: (context) => context.options.remoteFeatures?.onramp !== false,
  load: async (context) =>
    (await import('./createOnrampController.js')).createOnrampController(context),
} satisfies FeatureDefinition
