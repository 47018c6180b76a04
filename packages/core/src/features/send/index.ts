import { defineFeature } from '../../client/defineFeature.js'

/**
 * Send (an Account view's wallet feature): its controller is a lazy chunk, loaded when the view
 * opens; `features.send` turns it on.
 */
export const sendFeature = defineFeature({
  key: 'send',
  isAvailable: (context) => context.options.features.send,
  load: async (context) =>
    (await import('./createSendController.js')).createSendController(context),
})
