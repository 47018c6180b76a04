import type { AdapterEvent } from '../adapter/types.js'

/**
 * Runs `flush` once, at the next frame or after 100 ms, whichever comes first: a tab hidden after
 * the frame was asked for has no frames, and a server has none at all (16 ms there).
 */
function nextFrame(flush: () => void): () => void {
  const frames = typeof requestAnimationFrame === 'function'
  let frame: number | undefined
  const timer = setTimeout(
    () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      flush()
    },
    frames ? 100 : 16,
  )
  if (frames) {
    frame = requestAnimationFrame(() => {
      clearTimeout(timer)
      flush()
    })
  }
  return () => {
    clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
}

/** What {@link coalesceAdapterEvents} returns. */
export type CoalescedListener = {
  /** Takes one adapter event; it is handled at the next frame with the others of that frame. */
  push(event: AdapterEvent): void
  /** Drops what is pending and stops. */
  cancel(): void
}

/**
 * Coalesces a wallet's event storm into one update per frame (1,000 alternating
 * `accountsChanged` blocked the main thread 3.3 s, each starting a balance read and a sign-in
 * check). Within a frame the last account and the last chain win; a `disconnect` drops the account
 * and chain changes before it (they concern a session that ended); `connectorsChanged` is handled
 * once. At the flush, `handle` gets the events in this order: disconnect, chainChanged,
 * accountChanged, connectorsChanged, each at most once — except that an account or chain change
 * after a disconnect in the same frame follows it. A throwing `handle` does not stop the others.
 *
 * @param handle - Called per coalesced event.
 * @param onError - Told when `handle` throws.
 */
export function coalesceAdapterEvents(
  handle: (event: AdapterEvent) => void,
  onError: (error: unknown) => void,
): CoalescedListener {
  let disconnect: AdapterEvent | undefined
  let chain: AdapterEvent | undefined
  let account: AdapterEvent | undefined
  let connectors: AdapterEvent | undefined
  let cancelFrame: (() => void) | undefined
  const flush = () => {
    cancelFrame = undefined
    const events = [disconnect, chain, account, connectors]
    disconnect = chain = account = connectors = undefined
    for (const event of events) {
      if (!event) continue
      try {
        handle(event)
      } catch (error) {
        onError(error)
      }
    }
  }
  return {
    push(event) {
      if (event.type === 'disconnect') {
        disconnect = event
        chain = account = undefined
      } else if (event.type === 'chainChanged') chain = event
      else if (event.type === 'accountChanged') account = event
      else connectors = event
      cancelFrame ??= nextFrame(flush)
    },
    cancel() {
      cancelFrame?.()
      cancelFrame = undefined
      disconnect = chain = account = connectors = undefined
    },
  }
}
