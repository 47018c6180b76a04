/**
 * Listens to `message` events from the host page only: `event.origin` must be the verified host
 * origin and `event.source` the parent window; anything else is ignored silently.
 *
 * @param parameters.window - The frame's window.
 * @param parameters.origin - The verified host origin.
 * @param parameters.onMessage - Receives the untrusted `event.data` (still to be parsed).
 * @returns Stops listening.
 */
export function listenToHost(parameters: {
  window: Window
  origin: string
  onMessage: (data: unknown) => void
}): () => void {
  const { window, origin, onMessage } = parameters
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== window.parent) return
    onMessage(event.data)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}
