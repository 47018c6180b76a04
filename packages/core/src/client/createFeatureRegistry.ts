import type { Logger } from '../logger/createLogger.js'
import type { FeatureApi, FeatureDefinition, FeatureRegistry, LatchContext } from './context.js'

export type { FeatureRegistry } from './context.js'

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
  /** Features whose code was fetched (or is being fetched) ahead of their load. */
  const prefetched = new Set<string>()
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
    prefetch(feature) {
      if (!feature.prefetch || destroyed || loaded.has(feature.key) || loading.has(feature.key))
        return
      if (!isAvailable(feature) || prefetched.has(feature.key)) return
      prefetched.add(feature.key)
      feature.prefetch(getContext()).catch((error: unknown) => {
        prefetched.delete(feature.key)
        logger.debug(`Could not prefetch ${feature.key}`, error)
      })
    },
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
