import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/** What the hook keeps between resizes. */
type HeightState = {
  observer?: ResizeObserver
  body?: HTMLElement
  /** The box's height when last measured at rest, in px. */
  height?: number
  animation?: Animation
  /** The box must keep its place now: the secure frame shows, or is about to, in it. */
  still?: boolean
  /** Whether it had to when last measured (leaving such a view does not animate either). */
  wasStill?: boolean
}

/** A CSS time (`150ms`, `0.15s`) in ms; 0 when absent or not a time. */
function toMs(value: string): number {
  const time = Number.parseFloat(value)
  if (!(time > 0)) return 0
  return value.trim().endsWith('ms') ? time : time * 1_000
}

/**
 * Animates the box from its height before the change to the one after. While an animation runs,
 * changes wait for its end (a body that fills the box, as All Wallets in the phone sheet, resizes
 * with it): then the box follows again from where it is.
 */
function followHeight(state: HeightState): void {
  const box = state.body?.parentElement
  if (!box || state.animation) return
  const from = state.height
  const to = box.getBoundingClientRect().height
  state.height = to
  const still = state.still || state.wasStill
  state.wasStill = state.still
  const duration = toMs(getComputedStyle(box).getPropertyValue('--latch-motion-height'))
  if (still || from === undefined || duration === 0 || Math.abs(from - to) < 1) return
  if (typeof box.animate !== 'function') return
  const animation = box.animate(
    [
      { height: `${from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration, easing: 'ease-out' },
  )
  state.animation = animation
  animation.onfinish = () => {
    if (state.animation !== animation) return
    state.animation = undefined
    followHeight(state)
  }
}

/**
 * The modal's height follows its view over `--latch-motion-height` (150 ms; 0 under
 * `prefers-reduced-motion`, when it changes at once): a `ResizeObserver` watches the view's body
 * and, when its size changes (another view, content arriving), animates the box around it (the
 * body's parent: the dialog or the embedded panel) from its former height to the new one. Measured
 * before paint, so the new height never flashes first.
 *
 * While `still`, and on the change that ends it, the box takes its new height at once, and a
 * running animation stops: the secure frame below the view (login code, approvals, passkeys) must
 * not move under the user's pointer once shown, as a moving frame helps clickjacking.
 *
 * @param still - Whether the secure frame shows, or the view hosts it.
 * @returns The ref callback for the view's body element.
 */
export function useHeightTransition(still: boolean): (body: HTMLElement | null) => void {
  const state = useRef<HeightState>({})
  useLayoutEffect(() => {
    const current = state.current
    current.still = still
    if (!still || !current.animation) return
    current.animation.cancel()
    current.animation = undefined
    current.wasStill = true
    followHeight(current)
  }, [still])
  useEffect(
    () => () => {
      state.current.observer?.disconnect()
      state.current.animation?.cancel()
      state.current.animation = undefined
    },
    [],
  )
  return useCallback((body: HTMLElement | null) => {
    const current = state.current
    if (typeof ResizeObserver !== 'function') return
    current.observer ??= new ResizeObserver(() => followHeight(current))
    if (current.body) current.observer.unobserve(current.body)
    current.body = body ?? undefined
    if (body) current.observer.observe(body)
  }, [])
}
