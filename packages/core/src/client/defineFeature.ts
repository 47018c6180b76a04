export type { FeatureApi, FeatureDefinition } from './context.js'

// A feature is declared as a plain object `satisfies FeatureDefinition<api>` (see the package
// README), with no helper call: a shared `defineFeature` identity function was a startup chunk of
// its own that every feature's startup module imported, startup bytes for nothing at run time.
