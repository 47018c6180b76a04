// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type Visibility, watchVisibility } from './watchVisibility.js'

type Callback = (entries: Partial<IntersectionObserverEntry & { isVisible: boolean }>[]) => void

let callback: Callback = () => {}
const observed: Element[] = []

class FakeObserver {
  constructor(next: Callback) {
    callback = next
  }
  observe(element: Element) {
    observed.push(element)
  }
  disconnect() {}
}

const rect = (top: number, height: number, left = 0, width = 300) =>
  ({ top, bottom: top + height, left, right: left + width, width, height }) as DOMRectReadOnly

const setViewport = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true })
}

beforeEach(() => {
  observed.length = 0
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  setViewport(400, 300)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function setup() {
  const section = document.createElement('section')
  const buttons = document.createElement('div')
  const states: Visibility[] = []
  const stop = watchVisibility([section, buttons], (state) => states.push(state))
  const entry = (target: Element, box: DOMRectReadOnly, shown: DOMRectReadOnly, ratio: number) => ({
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: box,
    intersectionRect: shown,
  })
  return { section, buttons, states, stop, entry }
}

describe('watchVisibility', () => {
  test('watches the section and the buttons; visible only when both are fully shown', () => {
    const { section, buttons, states, entry } = setup()
    expect(observed).toEqual([section, buttons])
    callback([entry(buttons, rect(250, 40), rect(250, 40), 1)])
    expect(states.at(-1)).toBe('covered')
    callback([entry(section, rect(10, 200), rect(10, 150), 0.75)])
    expect(states.at(-1)).toBe('covered')
    callback([entry(section, rect(10, 200), rect(10, 200), 1)])
    expect(states.at(-1)).toBe('visible')
    callback([{ ...entry(section, rect(10, 200), rect(10, 200), 1), isVisible: false }])
    expect(states.at(-1)).toBe('covered')
  })

  test('a section taller than the frame counts as shown when all the frame holds of it is', () => {
    const { section, buttons, states, entry } = setup()
    callback([entry(buttons, rect(250, 40), rect(250, 40), 1)])
    callback([entry(section, rect(-100, 800), rect(0, 300), 300 / 800)])
    expect(states.at(-1)).toBe('visible')
    // The host clips the frame's bottom: part of what the frame shows is off screen.
    callback([entry(section, rect(-100, 800), rect(0, 200), 200 / 800)])
    expect(states.at(-1)).toBe('covered')
  })

  test('a frame under 280×240 is too small', () => {
    setViewport(279, 600)
    const { section, buttons, states, entry } = setup()
    callback([
      entry(section, rect(0, 200), rect(0, 200), 1),
      entry(buttons, rect(200, 40), rect(200, 40), 1),
    ])
    expect(states.at(-1)).toBe('too-small')
    setViewport(280, 239)
    window.dispatchEvent(new Event('resize'))
    expect(states.at(-1)).toBe('too-small')
    setViewport(280, 240)
    window.dispatchEvent(new Event('resize'))
    expect(states.at(-1)).toBe('visible')
  })

  test('reports again on visibilitychange, resize, focus and blur; stops when asked', () => {
    const { section, buttons, states, entry, stop } = setup()
    callback([
      entry(section, rect(0, 200), rect(0, 200), 1),
      entry(buttons, rect(200, 40), rect(200, 40), 1),
    ])
    const before = states.length
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
    window.dispatchEvent(new Event('blur'))
    window.dispatchEvent(new Event('resize'))
    expect(states.length).toBe(before + 4)
    stop()
    window.dispatchEvent(new Event('resize'))
    expect(states.length).toBe(before + 4)
  })

  test('a window without the focus counts as covered (another window may be in front of it)', () => {
    const { section, buttons, states, entry } = setup()
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    callback([
      entry(section, rect(0, 200), rect(0, 200), 1),
      entry(buttons, rect(200, 40), rect(200, 40), 1),
    ])
    expect(states.at(-1)).toBe('covered')
    hasFocus.mockReturnValue(true)
    window.dispatchEvent(new Event('focus'))
    expect(states.at(-1)).toBe('visible')
    hasFocus.mockRestore()
  })

  // Issue 29 (security review): the passkey panel of an embedded frame, which gets the focus only
  // from the click it waits for, checks what Intersection Observer sees, not the focus or size.
  test('without the focus and size checks: a small unfocused frame counts, a covered one not', () => {
    setViewport(200, 100)
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const section = document.createElement('section')
    const states: Visibility[] = []
    watchVisibility([section], (state) => states.push(state), { focus: false, size: false })
    const box = rect(0, 80, 0, 150)
    callback([
      {
        target: section,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: box,
        intersectionRect: box,
      },
    ])
    expect(states.at(-1)).toBe('visible')
    callback([
      {
        target: section,
        isIntersecting: true,
        intersectionRatio: 1,
        isVisible: false,
        boundingClientRect: box,
        intersectionRect: box,
      },
    ])
    expect(states.at(-1)).toBe('covered')
    hasFocus.mockRestore()
  })

  test('without IntersectionObserver, visible at once in a large enough frame', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { states } = setup()
    expect(states).toEqual(['visible'])
  })
})
