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

/** The longest running animations hold back {@link afterModalAnimations}' work (ms). */
const MAX_OPENING_WAIT_MS = 1000

/** The roots (the modals' shadow roots) whose animations {@link afterModalAnimations} waits for. */
const animationRoots = new Set<DocumentOrShadowRoot>()

/**
 * Reports `root` (a modal's shadow root) as where the modal's opening animations run, so the work
 * {@link afterModalOpening} defers waits until they have actually finished: the browser starts an
 * animation once its first frame is drawn, often tens of ms after the frame the modal opened in.
 *
 * @param root - The document or shadow root holding the modal.
 * @returns A function that stops reporting it.
 */
export function watchModalAnimations(root: DocumentOrShadowRoot): () => void {
  animationRoots.add(root)
  return () => {
    animationRoots.delete(root)
  }
}

/** The finite animations still running in the reported roots (none without the Web Animations API). */
function runningAnimations(): Animation[] {
  return [...animationRoots].flatMap((root) =>
    typeof root.getAnimations === 'function'
      ? root
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState !== 'finished' &&
              animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          )
      : [],
  )
}

/**
 * Runs `callback` once no finite animation runs in the roots reported with
 * {@link watchModalAnimations} (the modal's opening, a view's transition, a shake): at once when
 * none does, else in a task after the frame the last one finished in, at most 1 s later. For a
 * change that would relayout or repaint the modal while it animates (an image replacing its
 * placeholder).
 *
 * @param callback - What to run, once.
 * @returns A function that cancels the call if it has not happened yet.
 */
export function afterModalAnimations(callback: () => void): () => void {
  let pending = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (!pending) return
    pending = false
    if (timer !== undefined) clearTimeout(timer)
    callback()
  }
  const running = runningAnimations()
  if (running.length === 0) run()
  else {
    // A task after the frame the last one finished in, so that frame is drawn first.
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (pending) setTimeout(run, 0)
    })
    timer = setTimeout(run, MAX_OPENING_WAIT_MS)
  }
  return () => {
    pending = false
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Runs `callback` after the opened modal's first frame and its opening animation (the view
 * transition, 150 ms, and one frame, and then until the animations running in the roots reported
 * with {@link watchModalAnimations} have finished, at most 1 s more): for the work opening starts
 * that the first view does not need (the hosted data, the adapters' runtimes, the WalletConnect
 * pairing, the secure frame), so it neither delays the modal's first frame nor makes its animation
 * stutter.
 *
 * @param callback - What to run, once.
 * @returns A function that cancels the call if it has not happened yet.
 */
export function afterModalOpening(callback: () => void): () => void {
  let cancelWait: (() => void) | undefined
  const cancelFirst = afterNextPaint(() => {
    cancelWait = afterModalAnimations(callback)
  }, MOTION_MS.viewTransition + FRAME_MS)
  return () => {
    cancelFirst()
    cancelWait?.()
  }
}
