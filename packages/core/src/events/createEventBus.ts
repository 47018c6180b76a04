import { createEmitter } from './createEmitter.js'

/**
 * Analytics events that Latch emits, to local subscribers only, plus `ERROR`
 * (containment): a Latch component threw while rendering and shows "Something went wrong" with
 * "Retry" in its place; the host app keeps running. Its properties are
 * `{ message: string, source: string }`: the thrown error's message (plain text, invisible
 * characters removed, at most 200 characters) and the surface that failed (`'modal'`,
 * `'modal-view'`, `'connect-button'`, `'account-button'` or `'network-button'`).
 * `SET_PREFERRED_ACCOUNT_TYPE` carries `{ accountType: 'eoa' | 'smartAccount', network }` (the
 * active CAIP-2 network id) once a preferred account type was stored.
 */
export type LatchEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'ERROR'

/** One event: its name, properties and when it happened (ms since the epoch). */
export type LatchEvent = {
  event: LatchEventName
  properties: Record<string, string | number | boolean | undefined>
  timestamp: number
}

/** A local publish/subscribe channel. Nothing is sent anywhere. */
export type EventBus = {
  emit(event: LatchEventName, properties?: LatchEvent['properties']): void
  /** @returns the unsubscribe function. */
  subscribe(listener: (event: LatchEvent) => void): () => void
}

/**
 * Creates an {@link EventBus}; a throwing subscriber is isolated from the others.
 *
 * @param onListenerError - Told when a subscriber throws.
 * @param parameters.enabled - `features.analytics` (default on): when `false`, `emit`
 *   does nothing and subscribers hear no event at all (an `ERROR` is still logged by its source).
 */
export function createEventBus(
  onListenerError: (error: unknown) => void,
  parameters: { enabled?: boolean } = {},
): EventBus {
  const emitter = createEmitter<{ event: LatchEvent }>(onListenerError)
  const enabled = parameters.enabled ?? true
  return {
    emit(event, properties = {}) {
      if (enabled) emitter.emit('event', { event, properties, timestamp: Date.now() })
    },
    subscribe: (listener) => emitter.on('event', listener),
  }
}
