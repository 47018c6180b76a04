/** Approve needs the viewport at least this wide… */
export const MIN_VIEWPORT_WIDTH = 280
/** …and this high, so the buttons never show alone in a tiny viewport. */
export const MIN_VIEWPORT_HEIGHT = 240

/**
 * Whether the approval can be trusted to be seen: `visible`; `too-small` when the viewport is
 * under 280×240 px; `covered` when it is hidden, off screen, clipped, covered, or its window does
 * not have the focus.
 */
export type Visibility = 'visible' | 'covered' | 'too-small'

// Fine steps so that partial clipping of a section taller than the frame is reported.
const THRESHOLDS = Array.from({ length: 101 }, (_, index) => index / 100)

type Entry = IntersectionObserverEntry & { isVisible?: boolean }

const WINDOW_EVENTS = ['resize', 'focus', 'blur'] as const

/**
 * Whether all of an element that lies in the frame's viewport is on screen: the whole element
 * (threshold 1) when it fits in the frame, else the part the frame's viewport shows of it (a
 * section taller than the frame, scrolled), to the pixel.
 */
function isFullyShown(entry: Entry): boolean {
  if (!entry.isIntersecting || entry.isVisible === false) return false
  if (entry.intersectionRatio >= 1) return true
  const box = entry.boundingClientRect
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0)
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
  return entry.intersectionRect.width >= width - 1 && entry.intersectionRect.height >= height - 1
}

/**
 * Tells whether elements are on screen in the approval window and, where the browser supports
 * Intersection Observer v2 (`trackVisibility`), not covered, transformed or faded (the
 * clickjacking guard of the Approve button): each element must be entirely shown (threshold 1, or
 * all of it the viewport holds when it is taller), the page visible and focused (another window
 * in front of it may hide it where Intersection Observer cannot see), and the viewport at least
 * 280×240 px. It reports again on every `visibilitychange`, `resize`, `focus` and `blur` (the
 * caller restarts its delay on each report: a window brought back to the front under the pointer
 * does not take the click that brought it). Without IntersectionObserver, only the page's
 * visibility and focus and the viewport's size count.
 *
 * @param elements - The elements to watch (the approval section and its buttons).
 * @param onChange - Called with the state at once (without IntersectionObserver), on every
 *   change, and on each of those events.
 * @param checks.focus - Whether the window must have the focus (default true; false in an
 *   embedded frame, which gets the focus only from the click it waits for).
 * @param checks.size - Whether the viewport must be at least 280×240 px (default true).
 * @returns Stops watching.
 */
export function watchVisibility(
  elements: readonly Element[],
  onChange: (visibility: Visibility) => void,
  checks: { focus?: boolean; size?: boolean } = {},
): () => void {
  const { focus = true, size = true } = checks
  const hasObserver = typeof IntersectionObserver !== 'undefined'
  const shown = new Map<Element, boolean>(elements.map((element) => [element, !hasObserver]))
  const report = () => {
    if (
      size &&
      (window.innerWidth < MIN_VIEWPORT_WIDTH || window.innerHeight < MIN_VIEWPORT_HEIGHT)
    )
      onChange('too-small')
    else
      onChange(
        document.visibilityState !== 'hidden' &&
          (!focus || document.hasFocus()) &&
          [...shown.values()].every(Boolean)
          ? 'visible'
          : 'covered',
      )
  }
  const observer = hasObserver
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) shown.set(entry.target, isFullyShown(entry as Entry))
          report()
        },
        // trackVisibility and delay are Intersection Observer v2; other browsers ignore them.
        { threshold: THRESHOLDS, trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
    : undefined
  for (const element of elements) observer?.observe(element)
  document.addEventListener('visibilitychange', report)
  for (const type of WINDOW_EVENTS) window.addEventListener(type, report)
  if (!observer) report()
  return () => {
    observer?.disconnect()
    document.removeEventListener('visibilitychange', report)
    for (const type of WINDOW_EVENTS) window.removeEventListener(type, report)
  }
}
