// @vitest-environment happy-dom

import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { SheetHandle } from './SheetHandle.js'

afterEach(cleanup)

/** Renders the handle inside a dialog (the sheet it moves); returns both and the dismiss spy. */
function renderSheet() {
  const onDismiss = vi.fn()
  const { container } = render(
    <dialog open>
      <SheetHandle onDismiss={onDismiss} />
    </dialog>,
  )
  const sheet = container.querySelector('dialog') as HTMLDialogElement
  const handle = sheet.querySelector('.latch-sheet-handle') as HTMLElement
  handle.setPointerCapture = () => {}
  return { sheet, handle, onDismiss }
}

it('is hidden from assistive technology and not focusable', () => {
  const { handle } = renderSheet()
  expect(handle.getAttribute('aria-hidden')).toBe('true')
  expect(handle.tabIndex).toBe(-1)
})

it('moves the sheet with the pointer and closes past the threshold', () => {
  const { sheet, handle, onDismiss } = renderSheet()
  fireEvent.pointerDown(handle, { pointerId: 1, isPrimary: true, button: 0, clientY: 100 })
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: 180 })
  expect(sheet.style.transform).toBe('translateY(80px)')
  expect(sheet.dataset.dragging).toBe('')
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: 250 })
  expect(onDismiss).toHaveBeenCalledOnce()
  expect(sheet.style.transform).toBe('')
  expect(sheet.dataset.dragging).toBeUndefined()
})

it('springs back from a short drag, a drag up or a cancelled one', () => {
  const { sheet, handle, onDismiss } = renderSheet()
  fireEvent.pointerDown(handle, { pointerId: 1, isPrimary: true, button: 0, clientY: 100 })
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: 40 })
  expect(sheet.style.transform).toBe('translateY(0px)')
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: 110 })
  fireEvent.pointerDown(handle, { pointerId: 2, isPrimary: true, button: 0, clientY: 100 })
  fireEvent.pointerCancel(handle, { pointerId: 2, clientY: 400 })
  expect(onDismiss).not.toHaveBeenCalled()
  expect(sheet.style.transform).toBe('')
})
