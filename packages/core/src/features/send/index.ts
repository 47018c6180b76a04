import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * Send (an Account view's wallet feature): its controller is a lazy chunk, loaded when the view
 * opens; `features.send` turns it on.
 */
export const sendFeature = {
  key: 'send',
  isAvailable: (context) => context.options.features.send,
  load: async (context) =>
    (await import('./createSendController.js')).createSendController(context),
} satisfies FeatureDefinition
