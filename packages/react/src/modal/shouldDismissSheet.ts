/** A drag that covers this share of the sheet's height closes it. */
const DISMISS_SHARE = 0.3
/** …or this many CSS pixels, whichever is less (a tall sheet needs no longer drag). */
const DISMISS_DISTANCE_PX = 120
/** A flick at least this fast (CSS pixels per millisecond) closes before the distance does. */
const FLICK_SPEED_PX_PER_MS = 0.5
/** No drag shorter than this (CSS pixels) closes, so a tap's jitter never does. */
const FLICK_MIN_DISTANCE_PX = 24

/** One drag of the phone sheet's handle, from pointer down to pointer up. */
export type SheetDrag = {
  /** Downward distance in CSS pixels (negative when dragged up). */
  distance: number
  /** Time from pointer down to pointer up, in milliseconds. */
  duration: number
  /** The sheet's height when the drag started, in CSS pixels. */
  sheetHeight: number
}

/**
 * Whether a drag of the bottom sheet's handle closes the modal (phones ≤ 430 px):
 * dragged down past 30 % of the sheet's height or 120 px, whichever is less, or flicked down
 * faster than 0.5 px/ms; never under 24 px (a tap's jitter). Dragging up or a short drag springs
 * back.
 *
 * @param drag - Distance and height in CSS pixels, duration in milliseconds.
 * @returns `true` to close (through the client, as Escape does).
 */
export function shouldDismissSheet({ distance, duration, sheetHeight }: SheetDrag): boolean {
  if (distance < FLICK_MIN_DISTANCE_PX) return false
  if (distance >= Math.min(sheetHeight * DISMISS_SHARE, DISMISS_DISTANCE_PX)) return true
  return distance / Math.max(duration, 1) >= FLICK_SPEED_PX_PER_MS
}
