import type { Logger } from '../logger/createLogger.js'
import type { LatchContext } from './context.js'
import type { FeatureApi, FeatureDefinition } from './defineFeature.js'

/** One client's features: the one place lazy parts load, once each, and are reset and destroyed. */
export type FeatureRegistry = {
  /** Whether the options turn `feature` on (its `isAvailable`, default true). */
  isAvailable(feature: FeatureDefinition<FeatureApi>): boolean
  /**
   * Loads `feature` (its lazy chunk) and makes its API, once per client; concurrent calls share one load.
   * @returns Its API, or `undefined` when it is off or its chunk failed to load (logged as
   * 'Could not load {key}'; tried again on the next call). Never rejects.
   */
  load<api extends FeatureApi>(feature: FeatureDefinition<api>): Promise<api | undefined>
  /** Its API when already loaded, else `undefined` (nothing is loaded). */
  get<api extends FeatureApi>(feature: FeatureDefinition<api>): api | undefined
  /** Calls `reset()` on every loaded feature (account, network or connection changed). */
  reset(): void
  /** Calls `destroy()` on every loaded feature; later loads resolve `undefined`. */
  destroy(): void
}

/**
 * Makes a client's feature registry. `getContext` gives the client's context to each feature's
 * `isAvailable` and `load` (the registry is made before the context that holds it).
 */
export function createFeatureRegistry(
  getContext: () => LatchContext,
  logger: Logger,
): FeatureRegistry {
  const loaded = new Map<string, FeatureApi>()
  const loading = new Map<string, Promise<FeatureApi | undefined>>()
  let destroyed = false
  const isAvailable = (feature: FeatureDefinition<FeatureApi>) =>
    feature.isAvailable?.(getContext()) ?? true
  return {
    isAvailable,
    load<api extends FeatureApi>(feature: FeatureDefinition<api>) {
      const existing = loaded.get(feature.key)
      if (existing) return Promise.resolve(existing as api)
      if (destroyed || !isAvailable(feature)) return Promise.resolve(undefined)
      let pending = loading.get(feature.key)
      if (!pending) {
        pending = feature.load(getContext()).then(
          (api) => {
            loading.delete(feature.key)
            if (destroyed) {
              api.destroy?.()
              return undefined
            }
            loaded.set(feature.key, api)
            return api
          },
          (error: unknown) => {
            loading.delete(feature.key)
            logger.warn(`Could not load ${feature.key}`, error)
            return undefined
          },
        )
        loading.set(feature.key, pending)
      }
      return pending as Promise<api | undefined>
    },
    get: <api extends FeatureApi>(feature: FeatureDefinition<api>) =>
      loaded.get(feature.key) as api | undefined,
    reset() {
      for (const api of loaded.values()) api.reset?.()
    },
    destroy() {
      destroyed = true
      for (const api of loaded.values()) api.destroy?.()
      loaded.clear()
    },
  }
}
