import type { FeatureApi, FeatureDefinition } from './context.js'

export type { FeatureApi, FeatureDefinition } from './context.js'

/**
 * Declares a feature for the registry (see `features/index.ts`): returns the definition as given,
 * typed. The definition is startup code: its `load` should be a dynamic import.
 *
 * @example
 * export const sendFeature = defineFeature({
 *   key: 'send',
 *   isAvailable: (context) => context.options.features.send,
 *   load: async (context) => (await import('./createSendController.js')).createSendController(context),
 * })
 */
export function defineFeature<api extends FeatureApi>(
  definition: FeatureDefinition<api>,
): FeatureDefinition<api> {
  return definition
}
