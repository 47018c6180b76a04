import { describe, expect, it } from 'vitest'
import { shouldDismissSheet } from './shouldDismissSheet.js'

describe('shouldDismissSheet', () => {
  it('closes past 30 % of a short sheet, slowly', () => {
    expect(shouldDismissSheet({ distance: 90, duration: 2000, sheetHeight: 300 })).toBe(true)
    expect(shouldDismissSheet({ distance: 89, duration: 2000, sheetHeight: 300 })).toBe(false)
  })

  it('closes past 120 px on a tall sheet, slowly', () => {
    expect(shouldDismissSheet({ distance: 120, duration: 2000, sheetHeight: 760 })).toBe(true)
    expect(shouldDismissSheet({ distance: 119, duration: 2000, sheetHeight: 760 })).toBe(false)
  })

  it('closes on a quick flick shorter than the distance', () => {
    expect(shouldDismissSheet({ distance: 60, duration: 100, sheetHeight: 760 })).toBe(true)
    expect(shouldDismissSheet({ distance: 60, duration: 200, sheetHeight: 760 })).toBe(false)
  })

  it("never closes on a tap's jitter, however quick, nor on a drag up", () => {
    expect(shouldDismissSheet({ distance: 23, duration: 1, sheetHeight: 760 })).toBe(false)
    expect(shouldDismissSheet({ distance: 10, duration: 0, sheetHeight: 0 })).toBe(false)
    expect(shouldDismissSheet({ distance: -300, duration: 50, sheetHeight: 760 })).toBe(false)
  })
})
