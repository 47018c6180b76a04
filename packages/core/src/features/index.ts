import type { FeatureDefinition } from '../client/defineFeature.js'

/**
 * Every feature of the modal, one registration line each. The kernel runs each available
 * feature's `start` at client creation; everything else a feature has loads with
 * `context.features.load(feature)`, from its own folder (`features/<name>/`), as a lazy chunk.
 */
// biome-ignore lint/suspicious/noExplicitAny: each feature has its own API type.
export const features: readonly FeatureDefinition<any>[] = []
