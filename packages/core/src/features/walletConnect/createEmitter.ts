/** A typed event emitter: listeners per event name; a throwing listener is reported, not fatal. */
export type Emitter<eventMap extends Record<string, unknown>> = {
  /** @returns the unsubscribe function. */
  on<name extends keyof eventMap>(
    name: name,
    listener: (payload: eventMap[name]) => void,
  ): () => void
  off<name extends keyof eventMap>(name: name, listener: (payload: eventMap[name]) => void): void
  emit<name extends keyof eventMap>(name: name, payload: eventMap[name]): void
}

/**
 * Creates an {@link Emitter}.
 * @param onListenerError - Told when a listener throws; the other listeners still run.
 */
export function createEmitter<eventMap extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void,
): Emitter<eventMap> {
  const listeners = new Map<keyof eventMap, Set<(payload: never) => void>>()
  const emitter: Emitter<eventMap> = {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set()
      set.add(listener)
      listeners.set(name, set)
      return () => emitter.off(name, listener)
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener)
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          ;(listener as (payload: eventMap[typeof name]) => void)(payload)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
  }
  return emitter
}
