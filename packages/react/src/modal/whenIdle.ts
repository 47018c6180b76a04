/** How long an idle callback waits at most for the browser to be idle (ms). */
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, at most 2 s later), or on the
 * next task where `requestIdleCallback` does not exist (Safari).
 *
 * @returns A function cancelling the call if it has not happened.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}
