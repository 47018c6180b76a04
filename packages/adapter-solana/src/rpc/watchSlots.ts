/** How often {@link watchSlots} asks for the slot (ms), like the EVM transport's polling. */
export const POLL_INTERVAL_MS = 4_000

/**
 * Polls `getSlot` now and every 4 s, and calls `onNewSlot` each time the slot differs from the one
 * before (not for the first). A failed read (an unreachable RPC) is tried again at the next tick.
 * @returns Stops polling; an answer arriving after it is ignored.
 */
export function watchSlots(getSlot: () => Promise<bigint>, onNewSlot: () => void): () => void {
  let last: bigint | undefined
  let stopped = false
  const poll = async () => {
    try {
      const slot = await getSlot()
      if (!stopped && last !== undefined && slot !== last) onNewSlot()
      last = slot
    } catch {
      // An unreachable RPC is tried again at the next tick.
    }
  }
  void poll()
  const timer = setInterval(poll, POLL_INTERVAL_MS)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
