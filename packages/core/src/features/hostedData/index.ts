import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * The hosted wallet registry and project config, fetched on the first `open()`,
 * only with a project id and not in basic mode; the fetches and their schemas are a lazy chunk.
 */
export const hostedDataFeature = {
  key: 'hostedData',
  isAvailable: ({ options }) => Boolean(options.projectId) && !options.basic,
  load: async (context) => (await import('./loadHostedData.js')).loadHostedData(context),
} satisfies FeatureDefinition
