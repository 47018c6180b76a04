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
 * Creates an {@link Emitter}: Latch's one publish/subscribe primitive (the client's analytics
 * events, a provider's EIP-1193 events, a session's events). Each `emit` calls the listeners
 * subscribed when it started, in subscription order.
 *
 * @param onListenerError - Told when a listener throws; the other listeners still run.
 *
 * @example
 * const emitter = createEmitter<{ accountsChanged: string[] }>((error) => logger.error(error))
 * const off = emitter.on('accountsChanged', (accounts) => console.log(accounts))
 * emitter.emit('accountsChanged', ['0x…'])
 * off()
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
