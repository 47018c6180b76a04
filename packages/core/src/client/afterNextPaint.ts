import { MOTION_MS } from '../constants.js'

/** With no frame (a hidden tab paints none), the callback runs after this long anyway (ms). */
const NO_FRAME_TIMEOUT_MS = 100

/** One frame at 60 Hz (ms): the margin after an animation's last frame. */
const FRAME_MS = 17

/**
 * Runs `callback` once the browser has painted the next frame (a task after that frame's
 * `requestAnimationFrame`), and `delayMs` after it, so work started by a click (chunk loads,
 * prefetches) does not delay what the click shows, nor, with a delay, its opening animation.
 * Without `requestAnimationFrame` (a server, a test runner) it runs on a later task, after
 * `delayMs`; in a hidden tab, which paints no frame, after at most 100 ms + `delayMs`.
 *
 * @param callback - What to run, once.
 * @param delayMs - How long after the frame (ms); default 0.
 * @returns A function that cancels the call if it has not happened yet.
 */
export function afterNextPaint(callback: () => void, delayMs = 0): () => void {
  let pending = true
  const timers: ReturnType<typeof setTimeout>[] = []
  let frame: number | undefined
  const run = () => {
    if (!pending) return
    cancel()
    callback()
  }
  const cancel = () => {
    pending = false
    for (const timer of timers) clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
  if (typeof requestAnimationFrame !== 'function') {
    timers.push(setTimeout(run, delayMs))
    return cancel
  }
  frame = requestAnimationFrame(() => {
    frame = undefined
    timers.push(setTimeout(run, delayMs))
  })
  timers.push(setTimeout(run, NO_FRAME_TIMEOUT_MS + delayMs))
  return cancel
}

/**
 * Runs `callback` after the opened modal's first frame and its opening animation (the view
 * transition, 150 ms, and one frame): for the work opening starts that the first view does not
 * need (the hosted data, the adapters' runtimes, the WalletConnect pairing, the secure frame), so
 * it neither delays the modal's first frame nor makes its animation stutter.
 *
 * @param callback - What to run, once.
 * @returns A function that cancels the call if it has not happened yet.
 */
export function afterModalOpening(callback: () => void): () => void {
  return afterNextPaint(callback, MOTION_MS.viewTransition + FRAME_MS)
}
