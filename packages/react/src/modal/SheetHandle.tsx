import { type PointerEvent, useEffect, useRef } from 'react'
import { shouldDismissSheet } from './shouldDismissSheet.js'

type Drag = { sheet: HTMLElement; pointerId: number; startY: number; startTime: number }

/** Puts the sheet back where the stylesheet has it (springing back, with its transition). */
function release(sheet: HTMLElement) {
  delete sheet.dataset.dragging
  sheet.style.transform = ''
}

/**
 * The drag handle on top of the phone bottom sheet (≤ 430 px wide; modal.css shows
 * it only there). Decorative for assistive technology (`aria-hidden`): Escape, "Close" and the
 * backdrop close the modal too. Dragging it moves the sheet (its `<dialog>`) with the pointer;
 * released past {@link shouldDismissSheet}'s threshold it calls `onDismiss`, else the sheet
 * springs back.
 *
 * @param props.onDismiss - Closes the modal (through the client, as Escape does).
 */
export function SheetHandle({ onDismiss }: { onDismiss: () => void }) {
  const drag = useRef<Drag | null>(null)
  // Closed mid-drag (Escape, a connection): the next opening starts in place.
  useEffect(
    () => () => {
      if (drag.current) release(drag.current.sheet)
    },
    [],
  )
  const end = (event: PointerEvent<HTMLDivElement>, dismiss: boolean) => {
    const current = drag.current
    if (current?.pointerId !== event.pointerId) return
    drag.current = null
    // Spring back first: if the client refuses to close (required sign-in), the sheet stays whole.
    release(current.sheet)
    const sheetHeight = current.sheet.getBoundingClientRect().height
    const distance = event.clientY - current.startY
    const duration = event.timeStamp - current.startTime
    if (dismiss && shouldDismissSheet({ distance, duration, sheetHeight })) onDismiss()
  }
  return (
    <div
      className="latch-sheet-handle"
      aria-hidden="true"
      onPointerDown={(event) => {
        const sheet = event.currentTarget.closest('dialog')
        if (!sheet || !event.isPrimary || event.button !== 0) return
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = {
          sheet,
          pointerId: event.pointerId,
          startY: event.clientY,
          startTime: event.timeStamp,
        }
        sheet.dataset.dragging = ''
      }}
      onPointerMove={(event) => {
        const current = drag.current
        if (current?.pointerId !== event.pointerId) return
        const distance = Math.max(0, event.clientY - current.startY)
        current.sheet.style.transform = `translateY(${distance}px)`
      }}
      onPointerUp={(event) => end(event, true)}
      onPointerCancel={(event) => end(event, false)}
    />
  )
}
