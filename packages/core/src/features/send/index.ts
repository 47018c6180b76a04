import { defineFeature } from '../../client/defineFeature.js'

/** Send (the Account view's wallet feature): its controller is a lazy chunk; `features.send` turns it on. */
export const sendFeature = defineFeature({
  key: 'send',
  isAvailable: (context) => context.options.features.send,
  load: async (context) =>
    (await import('./createSendController.js')).createSendController(context),
})
